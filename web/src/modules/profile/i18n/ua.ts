import type { SameShape } from "../../../i18n/types";
import type { profile as en } from "./en";

export const profile: SameShape<typeof en> = {
  tabs: {
    label: "Розділи профілю",
    main: "Основне",
    contacts: "Контакти",
    subscribers: "Підписники",
    notifications: "Сповіщення",
  },
  header: {
    followers: "Підписники: {{number}}",
    showFollowers: "Показати підписників",
  },
  actions: {
    label: "Дії",
    thank: "Подякувати",
    follow: "Підписатися",
    unfollow: "Відписатися",
    pin: "Закріпити в адресній книзі",
    unpin: "Відкріпити в адресній книзі",
  },
  loadError: "Не вдалося завантажити профіль",
  retry: "Повторити",
  main: {
    empty: "Даних поки немає",
    emptyOwn: "Вкажіть посаду, відділ та інші дані кнопкою «Змінити».",
  },
  contacts: {
    empty: "Контактів немає",
  },
  subscribers: {
    empty: "Підписників поки немає",
    emptyText: "Тут з’являться колеги, які підписалися на цього співробітника.",
    loadError: "Не вдалося завантажити підписників",
  },
  notifications: {
    title: "Канали сповіщень",
    text: "Оберіть, як отримувати сповіщення: спливаючі вікна та звук, центр сповіщень, пошта, Telegram, MS Teams або Slack.",
    open: "Налаштування сповіщень",
  },
  password: "Змінити пароль",
  oldPassword: "Старий пароль",
  newPassword: "Новий пароль",
  confirm: "Повторіть новий пароль",
  passwordChanged: "Пароль змінено",
  fields: {
    position: "Посада",
    department: "Відділ",
    city: "Місто",
    office: "Офіс",
    organization: "Організація",
    workingSince: "Працює з",
    birthDate: "День народження",
    gender: "Стать",
    email: "Email",
    phone: "Телефон",
    internalPhone: "Внутрішній телефон",
    telegram: "Telegram",
  },
  genders: {
    man: "Чоловіча",
    woman: "Жіноча",
  },
};
