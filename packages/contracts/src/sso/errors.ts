import type { ErrorStatuses } from "../error-map";

/** Single sign-on (`sso.*`): error codes and their HTTP statuses, composed in ../errors.ts. */
export const ssoErrors = {
  "sso.not_configured": 501,
  "sso.token_invalid": 401,
  "sso.code_invalid": 401,
  "sso.email_not_verified": 403,
  "sso.provider_unknown": 403,
  "sso.other_company": 403,
  "sso.no_account": 403,
  "sso.display_name_required": 400,
  "sso.issuer_required": 400,
  "sso.issuer_invalid": 400,
  "sso.client_id_required": 400,
  "sso.secret_required": 400,
  "sso.provider_refused": 502,
} as const satisfies ErrorStatuses;
