import * as z from "zod/mini";
import { limits } from "../limits";
import { emailSchema, passwordSchema, workspaceSchema } from "../validation";

export const loginBodySchema = z.object({
  login: z.string().check(z.trim(), z.minLength(1, "login.no_login"), z.maxLength(254)),
  password: z.string().check(z.minLength(1, "login.no_credentials"), z.maxLength(128)),
  /**
   * Known-device markers (`LoginResult.device`) this browser got at earlier sign-ins, one per account
   * it remembers; one valid for the account signing in lifts the account-wide slow-down.
   */
  devices: z.optional(z.array(z.string().check(z.maxLength(1000))).check(z.maxLength(limits.knownDevicesMax))),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /api/loginPage: sign in at a workspace's own login page. */
export const loginPageBodySchema = z.extend(loginBodySchema, { workspace: workspaceSchema });

export const forgotPasswordBodySchema = z.object({ email: emailSchema });

/** New password twice, equal (spec §5 Login and accounts). */
export const newPasswordBodySchema = z
  .object({
    password: z.pipe(z.string().check(z.minLength(1, "login.enter_new_password")), passwordSchema),
    confirm: z.string().check(z.minLength(1, "login.repeat_password")),
  })
  .check(
    z.refine((body) => body.password === body.confirm, { message: "login.passwords_must_match", path: ["confirm"] }),
  );

/** POST /api/reset_password_hard: change a password; one's own needs the old one. */
export const changePasswordBodySchema = z
  .object({
    user_id: z.optional(z.string().check(z.minLength(1))),
    old_password: z.optional(z.string().check(z.maxLength(128))),
    password: z.pipe(z.string().check(z.minLength(1, "login.enter_new_password")), passwordSchema),
    confirm: z.string().check(z.minLength(1, "login.repeat_password")),
  })
  .check(
    z.refine((body) => body.password === body.confirm, { message: "login.passwords_must_match", path: ["confirm"] }),
  );

/** POST /api/logout: the spec's `{user}` is accepted and ignored; the token names the session to close. */
export const logoutBodySchema = z.optional(z.object({ user: z.optional(z.unknown()) }));

/** POST /api/reset_password/{token}: the token from the mailed link (base64url). */
export const resetPasswordParamsSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/, "login.reset_token_invalid")),
});
