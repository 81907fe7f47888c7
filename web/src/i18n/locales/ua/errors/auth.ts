import type { authErrors } from "@intranet/contracts/auth";
import type { ErrorTexts } from "../../../types";

export const auth: ErrorTexts<typeof authErrors> = {
  "login.error": "Помилка входу",
  "login.no_login": "Введіть логін або email",
  "login.no_credentials": "Введіть ім'я або пароль",
  "login.user_deleted": "Користувача видалено",
  "login.company_blocked": "Компанію заблоковано",
  "login.server_error": "Помилка сервера",
  "login.check_error": "Помилка перевірки",
  "login.restore_error": "Помилка відновлення пароля",
  "login.change_password_error": "Помилка зміни пароля",
  "login.enter_new_password": "Введіть новий пароль",
  "login.repeat_password": "Повторіть новий пароль",
  "login.passwords_must_match": "Паролі мають збігатися",
  "login.wrong_password": "Неправильний пароль",
  "login.no_user_with_email": "Немає користувача з таким email",
  "login.no_user": "Такого користувача немає",
  "login.password_too_short": "Пароль має містити щонайменше {{min}} символів",
  "login.illegal_characters": "Поле містить неприпустимі символи",
  "login.reset_token_invalid": "Посилання для скидання недійсне або застаріле",
};
