import {
  login,
  changePassword,
  requestPasswordReset,
  resetPassword,
  registerEmployee,
  registerMany,
  logout,
  loginWithTwoFactor,
  setupTwoFactorAtSignIn,
  twoFactorStatus,
  setupTwoFactor,
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  getSignInPolicy,
  putSignInPolicy,
} from "@intranet/core/auth";
import { areaHandler } from "../http/area";
import "../placement-rules";
import { requestMeta } from "../http/request-meta";
import { reply } from "../http/reply";
import { authRoutes } from "@intranet/contracts/auth";

export const handler = areaHandler(authRoutes, {
  login: ({ body, event }) => login(body, requestMeta(event)),
  loginPage: ({ body, event }) => login(body, requestMeta(event)),
  loginTwoFactor: ({ body, event }) => loginWithTwoFactor(body, requestMeta(event)),
  loginTwoFactorSetup: ({ body }) => setupTwoFactorAtSignIn(body.challenge),
  twoFactorStatus: ({ actor }) => twoFactorStatus(actor),
  twoFactorSetup: ({ actor }) => setupTwoFactor(actor),
  twoFactorConfirm: ({ actor, body }) => confirmTwoFactor(actor, body.code),
  twoFactorDisable: async ({ actor, body }) => {
    await disableTwoFactor(actor, body);
    return reply(204);
  },
  twoFactorRecoveryCodes: ({ actor, body }) => regenerateRecoveryCodes(actor, body),
  getSignInPolicy: ({ actor, params }) => getSignInPolicy(actor, params.id),
  putSignInPolicy: ({ actor, params, body }) => putSignInPolicy(actor, params.id, body),
  logout: async ({ actor }) => {
    await logout(actor);
    return reply(204);
  },
  forgotPassword: async ({ body, event }) => {
    await requestPasswordReset(body.email, requestMeta(event));
    return reply(204);
  },
  resetPassword: async ({ params, body }) => {
    await resetPassword(params.token, body.password);
    return reply(204);
  },
  changePassword: async ({ actor, body }) => {
    await changePassword(actor, body);
    return reply(204);
  },
  register: async ({ actor, body }) => reply(201, await registerEmployee(actor, body)),
  registerMany: ({ actor, body }) => registerMany(actor, body.users),
});
