/** The auth module's door: what other modules and packages may use. */
export { authenticate, authorize, resolveActor } from "./actor";
export { authEntities } from "./entities";
export { login } from "./login";
export type { RequestMeta } from "./request-meta";
export { type SignInMethod, completeSignIn } from "./complete-sign-in";
export { loginWithTwoFactor, setupTwoFactorAtSignIn } from "./two-factor-login";
export {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  setupTwoFactor,
  twoFactorStatus,
} from "./two-factor-profile";
export { enrolWithSecret } from "./two-factor-enrol";
export { newTotpSecret, totpCode } from "./totp";
export { clientOfCapturedDomain, getSignInPolicy, loadSignInPolicy, putSignInPolicy } from "./sign-in-policy";
export { changePassword } from "./password-change";
export { requestPasswordReset, resetPassword } from "./password-reset";
export { LOGIN_CEILING_PER_ACCOUNT, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_SOURCE } from "./rate-limit";
export { type RateLimit, takeAttempt } from "./rate-limit";
export { registerEmployee, registerMany } from "./register";
export { invitationView } from "./invitation-view";
export { logout } from "./sign-out";
