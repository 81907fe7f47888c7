import type { z } from "zod/mini";
import type {
  forgotPasswordBodySchema,
  LoginBody,
  loginPageBodySchema,
  newPasswordBodySchema,
} from "@intranet/contracts/auth";
import { knownDeviceMarkers } from "../session/knownDevices";
import { callRoute, type CallOptions } from "./client";

/**
 * Authentication calls (rules-calls-errors-spec §7), from contracts/auth/routes.ts. The declarations
 * load on the first call, so the login page's first screen carries neither zod nor the schemas (its
 * form loads the same chunk on first validation). The forms show their errors, hence no_show.
 */
const routes = () => import("@intranet/contracts/auth/routes").then((module) => module.authRoutes);
const publicCall: CallOptions = { public: true, no_show: true };

/** A sign-in body with this browser's known-device markers, when it has any (session/knownDevices.ts). */
const withDevices = <T extends object>(body: T): T & { devices?: string[] } => {
  const devices = knownDeviceMarkers();
  return devices ? { ...body, devices } : body;
};

export const authApi = {
  login: async (body: Omit<LoginBody, "devices">) =>
    callRoute((await routes()).login, { body: withDevices(body) }, publicCall),
  loginPage: async (body: Omit<z.input<typeof loginPageBodySchema>, "devices">) =>
    callRoute((await routes()).loginPage, { body: withDevices(body) }, publicCall),
  outlookLogin: async (code: string) =>
    callRoute((await import("@intranet/contracts/sso/routes")).ssoRoutes.outlookLogin, { body: { code } }, publicCall),
  forgotPassword: async (body: z.input<typeof forgotPasswordBodySchema>) =>
    callRoute((await routes()).forgotPassword, { body }, publicCall),
  resetPassword: async (token: string, body: z.input<typeof newPasswordBodySchema>) =>
    callRoute((await routes()).resetPassword, { params: { token }, body }, publicCall),
  /** Closes the session on the server; the SPA clears its own either way. */
  logout: async () => callRoute((await routes()).logout, { body: {} }, { no_show: true }),
};
