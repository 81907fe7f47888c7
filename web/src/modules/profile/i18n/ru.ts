import type { SameShape } from "../../../i18n/types";
import type { profile as en } from "./en";

export const profile: SameShape<typeof en> = {
  tabs: {
    main: "Основное",
  },
  password: "Сменить пароль",
  oldPassword: "Старый пароль",
  newPassword: "Новый пароль",
  confirm: "Повторите новый пароль",
  passwordChanged: "Пароль изменён",
  status: "Статус",
  fields: {
    login: "Логин",
    email: "Email",
    phone: "Телефон",
    department: "Отдел",
    position: "Должность",
    city: "Город",
  },
};
