import type { SameShape } from "../../../i18n/types";
import type { invitation as en } from "./en";

export const invitation: SameShape<typeof en> = {
  title: "Ласкаво просимо, {{name}}",
  company: "Вас запросили до інтранету компанії {{company}}.",
  account: "Ваш обліковий запис: {{email}}",
  choosePassword: "Придумайте пароль",
  orPassword: "або придумайте пароль",
  done: "Пароль встановлено. Увійдіть зі своїм email і цим паролем.",
  invalidTitle: "Посилання більше не діє",
  askAgain: "Якщо ви вже встановили пароль, увійдіть або відновіть його.",
  recover: "Відновити пароль",
};
