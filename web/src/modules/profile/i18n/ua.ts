import type { SameShape } from "../../../i18n/types";
import type { profile as en } from "./en";

export const profile: SameShape<typeof en> = {
  tabs: {
    main: "Основне",
  },
  password: "Змінити пароль",
  oldPassword: "Старий пароль",
  newPassword: "Новий пароль",
  confirm: "Повторіть новий пароль",
  passwordChanged: "Пароль змінено",
  status: "Статус",
  fields: {
    login: "Логін",
    email: "Email",
    phone: "Телефон",
    department: "Відділ",
    position: "Посада",
    city: "Місто",
  },
};
