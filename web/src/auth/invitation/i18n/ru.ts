import type { SameShape } from "../../../i18n/types";
import type { invitation as en } from "./en";

export const invitation: SameShape<typeof en> = {
  title: "Добро пожаловать, {{name}}",
  company: "Вас пригласили в интранет компании {{company}}.",
  account: "Ваша учётная запись: {{email}}",
  choosePassword: "Придумайте пароль",
  orPassword: "или придумайте пароль",
  done: "Пароль задан. Войдите с вашим email и этим паролем.",
  invalidTitle: "Ссылка больше не действует",
  askAgain: "Если вы уже задали пароль, войдите или восстановите его.",
  recover: "Восстановить пароль",
};
