import type { ErrorStatuses } from "../error-map";

/** Login and accounts (`login.*`): this module's error codes and their HTTP statuses (rules-calls-errors-spec §8), composed in ../errors.ts. */
export const authErrors = {
  "login.error": 400,
  "login.no_login": 400,
  "login.no_credentials": 400,
  "login.user_deleted": 403,
  "login.company_blocked": 403,
  "login.server_error": 500,
  "login.check_error": 500,
  "login.restore_error": 400,
  "login.change_password_error": 400,
  "login.enter_new_password": 400,
  "login.repeat_password": 400,
  "login.passwords_must_match": 400,
  "login.wrong_password": 401,
  "login.no_user_with_email": 404,
  "login.no_user": 404,
  "login.password_too_short": 400,
  "login.illegal_characters": 400,
  "login.reset_token_invalid": 400,
} as const satisfies ErrorStatuses;
