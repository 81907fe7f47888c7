import type { z } from "zod";
import type {
  forgotPasswordBodySchema,
  LoginBody,
  LoginResult,
  loginPageBodySchema,
  newPasswordBodySchema,
} from "@intranet/contracts";
import { apiRequest } from "./client";

/** Authentication calls (rules-calls-errors-spec §7). The forms show their errors, hence no_show. */
const publicCall = { public: true, no_show: true } as const;

export const authApi = {
  login: (body: LoginBody) => apiRequest<LoginResult>("POST", "/api/login", { ...publicCall, body }),
  loginPage: (body: z.input<typeof loginPageBodySchema>) =>
    apiRequest<LoginResult>("POST", "/api/loginPage", { ...publicCall, body }),
  outlookLogin: (code: string) =>
    apiRequest<LoginResult>("POST", "/api/outlook/login", { ...publicCall, body: { code } }),
  forgotPassword: (body: z.input<typeof forgotPasswordBodySchema>) =>
    apiRequest<void>("POST", "/api/forgot_password", { ...publicCall, body }),
  resetPassword: (token: string, body: z.input<typeof newPasswordBodySchema>) =>
    apiRequest<void>("POST", `/api/reset_password/${encodeURIComponent(token)}`, { ...publicCall, body }),
  /** Closes the session on the server; the SPA clears its own either way. */
  logout: () => apiRequest<void>("POST", "/api/logout", { body: {}, no_show: true }),
};
