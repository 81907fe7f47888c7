import type { SameShape } from "../../../i18n/types";
import type { profile as en } from "./en";

export const profile: SameShape<typeof en> = {
  tabs: {
    label: "Разделы профиля",
    main: "Основное",
    contacts: "Контакты",
    subscribers: "Подписчики",
    notifications: "Уведомления",
  },
  header: {
    followers: "Подписчики: {{number}}",
    showFollowers: "Показать подписчиков",
  },
  actions: {
    label: "Действия",
    thank: "Поблагодарить",
    follow: "Подписаться",
    unfollow: "Отписаться",
    pin: "Закрепить в адресной книге",
    unpin: "Открепить в адресной книге",
  },
  loadError: "Не удалось загрузить профиль",
  retry: "Повторить",
  main: {
    empty: "Данных пока нет",
    emptyOwn: "Укажите должность, отдел и другие данные кнопкой «Изменить».",
  },
  contacts: {
    empty: "Контактов нет",
  },
  subscribers: {
    empty: "Подписчиков пока нет",
    emptyText: "Здесь появятся коллеги, которые подписались на этого сотрудника.",
    loadError: "Не удалось загрузить подписчиков",
  },
  notifications: {
    title: "Каналы уведомлений",
    text: "Выберите, как получать уведомления: всплывающие окна и звук, центр уведомлений, почта, Telegram, MS Teams или Slack.",
    open: "Настройки уведомлений",
  },
  password: "Сменить пароль",
  oldPassword: "Старый пароль",
  newPassword: "Новый пароль",
  confirm: "Повторите новый пароль",
  passwordChanged: "Пароль изменён",
  fields: {
    position: "Должность",
    department: "Отдел",
    city: "Город",
    office: "Офис",
    organization: "Организация",
    workingSince: "Работает с",
    birthDate: "День рождения",
    gender: "Пол",
    email: "Email",
    phone: "Телефон",
    internalPhone: "Внутренний телефон",
    telegram: "Telegram",
  },
  genders: {
    man: "Мужской",
    woman: "Женский",
  },
};
