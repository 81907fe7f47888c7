import type { ErrorMessages, ErrorStatuses } from "../error-map";

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
  "login.identity_provider_not_configured": 501,
} as const satisfies ErrorStatuses;

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
  "login.identity_provider_not_configured": "Sign-in with an external identity provider is not configured",
};
