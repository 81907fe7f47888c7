import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginPageBodySchema,
  logoutBodySchema,
  newPasswordBodySchema,
  resetPasswordParamsSchema,
} from "./schemas";
import { answer, defineRoutes } from "../route";
import type { LoginResult } from "./views";
import { registerBodySchema, registerManyBodySchema } from "../users/schemas";
import type { RegisterManyResult, UserView } from "../users/views";

/** Authentication and accounts (rules-calls-errors-spec §7 Authentication), paths as the spec writes them. */
export const authRoutes = defineRoutes("auth", {
  login: {
    method: "POST",
    path: "/api/login",
    access: "public",
    summary: "Sign in with a login or email and a password",
    answer: answer<LoginResult>(),
    body: loginBodySchema,
  },
  loginPage: {
    method: "POST",
    path: "/api/loginPage",
    access: "public",
    summary: "Sign in at a workspace's own login page",
    answer: answer<LoginResult>(),
    body: loginPageBodySchema,
  },
  logout: {
    method: "POST",
    path: "/api/logout",
    access: "user",
    summary: "Close the caller's session",
    answer: answer<void>(),
    body: logoutBodySchema,
  },
  forgotPassword: {
    method: "POST",
    path: "/api/forgot_password",
    access: "public",
    summary: "Mail a single-use password reset link",
    answer: answer<void>(),
    body: forgotPasswordBodySchema,
  },
  resetPassword: {
    method: "POST",
    path: "/api/reset_password/{token}",
    access: "public",
    summary: "Set a new password with a reset or invitation link",
    answer: answer<void>(),
    params: resetPasswordParamsSchema,
    body: newPasswordBodySchema,
  },
  changePassword: {
    method: "POST",
    path: "/api/reset_password_hard",
    access: "user",
    summary: "Change one's own password, or (admin) an employee's",
    answer: answer<void>(),
    body: changePasswordBodySchema,
  },
  register: {
    method: "POST",
    path: "/api/register",
    access: "admin",
    summary: "Create an employee in the tenant",
    answer: answer<UserView>(),
    body: registerBodySchema,
  },
  registerMany: {
    method: "POST",
    path: "/api/register_many",
    access: "admin",
    summary: "Create many employees; each row succeeds or fails on its own",
    answer: answer<RegisterManyResult>(),
    body: registerManyBodySchema,
  },
});
