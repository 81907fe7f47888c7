import type { ErrorMessages } from "../error-map";
import type { ssoErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA shows its own i18n texts). */
export const ssoErrorMessages: ErrorMessages<typeof ssoErrors> = {
  "sso.not_configured": "Single sign-on is not configured in this deployment",
  "sso.token_invalid": "The sign-in could not be verified. Sign in again",
  "sso.code_invalid": "The sign-in code is invalid or was already used. Sign in again",
  "sso.email_not_verified": "Your identity provider has not verified your e-mail",
  "sso.provider_unknown": "This identity provider is not enabled for any company",
  "sso.other_company": "This account belongs to another company",
  "sso.no_account": "There is no account for this e-mail in the company. Ask your administrator",
  "sso.display_name_required": "Enter the name shown on the sign-in button",
  "sso.issuer_required": "Enter the issuer, tenant id or metadata URL",
  "sso.issuer_invalid": "The issuer, tenant id or metadata URL is not valid",
  "sso.client_id_required": "Enter the application (client) id",
  "sso.secret_required": "Enter the client secret",
  "sso.provider_refused": "The user pool refused the identity provider's settings: {reason}",
};
