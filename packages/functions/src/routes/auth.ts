import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginPageBodySchema,
  logoutBodySchema,
  newPasswordBodySchema,
  outlookLoginBodySchema,
  registerBodySchema,
  registerManyBodySchema,
  resetPasswordParamsSchema,
} from "@intranet/contracts";
import { defineRoutes } from "../http/route";

/** Authentication and accounts (rules-calls-errors-spec §7 Authentication), paths as the spec writes them. */
export const authRoutes = defineRoutes("auth", {
  login: {
    method: "POST",
    path: "/api/login",
    access: "public",
    summary: "Sign in with a login or email and a password",
    body: loginBodySchema,
  },
  loginPage: {
    method: "POST",
    path: "/api/loginPage",
    access: "public",
    summary: "Sign in at a workspace's own login page",
    body: loginPageBodySchema,
  },
  logout: {
    method: "POST",
    path: "/api/logout",
    access: "user",
    summary: "Close the caller's session",
    body: logoutBodySchema,
  },
  forgotPassword: {
    method: "POST",
    path: "/api/forgot_password",
    access: "public",
    summary: "Mail a single-use password reset link",
    body: forgotPasswordBodySchema,
  },
  resetPassword: {
    method: "POST",
    path: "/api/reset_password/{token}",
    access: "public",
    summary: "Set a new password with a reset or invitation link",
    params: resetPasswordParamsSchema,
    body: newPasswordBodySchema,
  },
  changePassword: {
    method: "POST",
    path: "/api/reset_password_hard",
    access: "user",
    summary: "Change one's own password, or (admin) an employee's",
    body: changePasswordBodySchema,
  },
  register: {
    method: "POST",
    path: "/api/register",
    access: "admin",
    summary: "Create an employee in the tenant",
    body: registerBodySchema,
  },
  registerMany: {
    method: "POST",
    path: "/api/register_many",
    access: "admin",
    summary: "Create many employees; each row succeeds or fails on its own",
    body: registerManyBodySchema,
  },
  outlookLogin: {
    method: "POST",
    path: "/api/outlook/login",
    access: "public",
    summary: "Sign in with Microsoft (not configured: 501)",
    body: outlookLoginBodySchema,
  },
});
