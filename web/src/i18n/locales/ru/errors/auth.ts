import type { authErrors } from "@intranet/contracts/auth";
import type { ErrorTexts } from "../../../types";

export const auth: ErrorTexts<typeof authErrors> = {
  "login.error": "Ошибка входа",
  "login.no_login": "Введите логин или email",
  "login.no_credentials": "Введите имя или пароль",
  "login.user_deleted": "Пользователь удалён",
  "login.company_blocked": "Компания заблокирована",
  "login.server_error": "Ошибка сервера",
  "login.check_error": "Ошибка проверки",
  "login.restore_error": "Ошибка восстановления пароля",
  "login.change_password_error": "Ошибка смены пароля",
  "login.enter_new_password": "Введите новый пароль",
  "login.repeat_password": "Повторите новый пароль",
  "login.passwords_must_match": "Пароли должны совпадать",
  "login.wrong_password": "Неверный пароль",
  "login.no_user_with_email": "Нет пользователя с таким email",
  "login.no_user": "Такого пользователя нет",
  "login.password_too_short": "Пароль должен содержать не менее {{min}} символов",
  "login.illegal_characters": "Поле содержит недопустимые символы",
  "login.reset_token_invalid": "Ссылка для сброса недействительна или устарела",
};
