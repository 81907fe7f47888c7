/** The auth module's door: what other modules and packages may use. */
export { authenticate, authorize, resolveActor } from "./actor";
export { authEntities } from "./entities";
export { type RequestMeta, login } from "./login";
export { changePassword } from "./password-change";
export { requestPasswordReset, resetPassword } from "./password-reset";
export { LOGIN_CEILING_PER_ACCOUNT, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_SOURCE } from "./rate-limit";
export { type RateLimit, takeAttempt } from "./rate-limit";
export { registerEmployee, registerMany } from "./register";
export { logout } from "./sign-out";
