import { z } from "zod";
import type { UserView } from "../users/schemas";
import { emailSchema, passwordSchema, workspaceSchema } from "../validation";

export const loginBodySchema = z.object({
  login: z.string().trim().min(1, "login.no_login").max(254),
  password: z.string().min(1, "login.no_credentials").max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /api/loginPage: sign in at a workspace's own login page. */
export const loginPageBodySchema = loginBodySchema.extend({ workspace: workspaceSchema });

export interface LoginResult {
  token: string;
  expiresAt: string;
  user: UserView;
}

export const forgotPasswordBodySchema = z.object({ email: emailSchema });

/** New password twice, equal (spec §5 Login and accounts). */
export const newPasswordBodySchema = z
  .object({
    password: z.string().min(1, "login.enter_new_password").pipe(passwordSchema),
    confirm: z.string().min(1, "login.repeat_password"),
  })
  .refine((body) => body.password === body.confirm, { message: "login.passwords_must_match", path: ["confirm"] });

/** POST /api/reset_password_hard: change a password; one's own needs the old one. */
export const changePasswordBodySchema = z
  .object({
    user_id: z.string().min(1).optional(),
    old_password: z.string().max(128).optional(),
    password: z.string().min(1, "login.enter_new_password").pipe(passwordSchema),
    confirm: z.string().min(1, "login.repeat_password"),
  })
  .refine((body) => body.password === body.confirm, { message: "login.passwords_must_match", path: ["confirm"] });

export const outlookLoginBodySchema = z.object({ code: z.string().min(1).max(4000) });

/** POST /api/logout: the spec's `{user}` is accepted and ignored; the token names the session to close. */
export const logoutBodySchema = z.object({ user: z.unknown().optional() }).optional();

/** POST /api/reset_password/{token}: the token from the mailed link (base64url). */
export const resetPasswordParamsSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, "login.reset_token_invalid"),
});
