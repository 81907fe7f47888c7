import { zodResolver } from "@hookform/resolvers/zod";
import { installZodMessages } from "../forms/zodMessages";
import { forgotPasswordForm, loginForm, loginPageForm, resetPasswordForm } from "./schemas";

/** The public forms' resolvers: loaded on first validation (see forms/lazyResolver.ts). */
installZodMessages();

export const resolvers = {
  login: zodResolver(loginForm),
  loginPage: zodResolver(loginPageForm),
  forgotPassword: zodResolver(forgotPasswordForm),
  resetPassword: zodResolver(resetPasswordForm),
};
