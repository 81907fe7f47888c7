import * as z from "zod/mini";
import type { LoginResult } from "./views";

/**
 * Two-factor authentication (TOTP, RFC 6238): the shapes of its routes. A password sign-in of an
 * account with two-factor answers a `TwoFactorStep` instead of a session; `enrol` when the
 * account must first set two-factor up (the superadmin, or an admin under the company's policy).
 */
export interface TwoFactorStep {
  twoFactor: "required" | "enrol";
  /** Short-lived signed proof that the password was right (5 minutes, own audience). */
  challenge: string;
}

/** What POST /api/login and /api/loginPage answer: a session, or the second step. */
export type SignInAnswer = LoginResult | TwoFactorStep;

export const isTwoFactorStep = (answer: SignInAnswer): answer is TwoFactorStep => "twoFactor" in answer;

/** A 6-digit authenticator code or a recovery code (xxxxx-xxxxx), spaces ignored. */
export const twoFactorCodeSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, "login.two_factor_code_required"),
    z.maxLength(20, "login.two_factor_code_wrong"),
  );

export const twoFactorChallengeSchema = z.string().check(z.minLength(1), z.maxLength(2000));

/** POST /api/login/two_factor: the challenge and a code (or a recovery code). */
export const twoFactorLoginBodySchema = z.object({ challenge: twoFactorChallengeSchema, code: twoFactorCodeSchema });

/** POST /api/login/two_factor/setup: an `enrol` challenge starts enrolment during sign-in. */
export const twoFactorSetupBodySchema = z.object({ challenge: twoFactorChallengeSchema });

/** POST /api/user/two_factor/confirm: the first code from the authenticator. */
export const twoFactorConfirmBodySchema = z.object({ code: twoFactorCodeSchema });

/** Turning two-factor off or renewing recovery codes: a current code or the password. */
export const twoFactorProofBodySchema = z
  .object({
    code: z.optional(twoFactorCodeSchema),
    password: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  })
  .check(z.refine((body) => !!body.code || !!body.password, { message: "login.two_factor_code_required" }));
export type TwoFactorProof = z.infer<typeof twoFactorProofBodySchema>;

/** The secret to add to an authenticator (shown while enrolling only, never again). */
export interface TwoFactorSetup {
  secret: string;
  /** otpauth://totp/… for the QR code. */
  uri: string;
}

/** The one time recovery codes are shown. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** Finishing enrolment during sign-in: the session and the recovery codes. */
export type EnrolledSignIn = LoginResult & RecoveryCodes;

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** The account may not turn it off (the superadmin, or an admin under the company's policy). */
  required: boolean;
}
