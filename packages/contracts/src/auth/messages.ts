import type { ErrorMessages } from "../error-map";
import type { authErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA shows its own i18n texts). */
export const authErrorMessages: ErrorMessages<typeof authErrors> = {
  "login.error": "Login error",
  "login.no_login": "Enter a login or email",
  "login.no_credentials": "Enter a name or password",
  "login.user_deleted": "The user is deleted",
  "login.company_blocked": "The company is blocked",
  "login.server_error": "Server error",
  "login.check_error": "Check error",
  "login.restore_error": "Password restore error",
  "login.change_password_error": "Password change error",
  "login.enter_new_password": "Enter a new password",
  "login.repeat_password": "Repeat the new password",
  "login.passwords_must_match": "Passwords must match",
  "login.wrong_password": "Wrong password",
  "login.no_user_with_email": "No user with that email",
  "login.no_user": "No such user",
  "login.password_too_short": "The password must be at least {min} characters",
  "login.illegal_characters": "The field contains illegal characters",
  "login.reset_token_invalid": "The reset link is invalid or has expired",
};
