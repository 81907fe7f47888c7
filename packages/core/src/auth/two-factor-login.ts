import type { EnrolledSignIn, LoginResult, TwoFactorSetup } from "@intranet/contracts";
import { AppError } from "../platform";
import { findUser } from "../users";
import { verifyChallenge } from "./challenge";
import { finishTwoFactorSignIn } from "./complete-sign-in";
import { sourceSubject, type RequestMeta } from "./request-meta";
import { giveBackAttempt, passwordStamp, takeAccountAttempt } from "./rate-limit";
import { secondFactorValid } from "./second-factor";
import { beginEnrolment, confirmEnrolment } from "./two-factor-enrol";

/**
 * The second sign-in step (POST /api/login/two_factor): a challenge from a right password and a
 * code. Guessing the code is slowed exactly like guessing the password: every try takes an attempt
 * on the same counters (account + source, then the account-wide ceiling or the known device's own
 * counter), and a right code gives it back.
 */
async function accountOfChallenge(challenge: string) {
  const claims = await verifyChallenge(challenge);
  const account = await findUser(claims.cid, claims.sub);
  // A password changed since the challenge was earned voids it.
  if (!account || passwordStamp(account.passwordHash) !== claims.pst)
    throw new AppError("login.two_factor_challenge_invalid");
  return { account, claims };
}

export async function loginWithTwoFactor(
  body: { challenge: string; code: string },
  meta: RequestMeta = {},
): Promise<LoginResult | EnrolledSignIn> {
  const { account, claims } = await accountOfChallenge(body.challenge);
  const source = sourceSubject(meta);
  const attempts = await takeAccountAttempt(account, source, { knownDevice: claims.dev && `device:${claims.dev}` });
  if (claims.step === "enrol") {
    const codes = await confirmEnrolment(account, body.code);
    await Promise.all(attempts.map(giveBackAttempt));
    return { ...(await finishTwoFactorSignIn(account, meta, claims.dev)), ...codes };
  }
  if (!(await secondFactorValid(account, body.code))) throw new AppError("login.two_factor_code_wrong");
  await Promise.all(attempts.map(giveBackAttempt));
  return finishTwoFactorSignIn(account, meta, claims.dev);
}

/** POST /api/login/two_factor/setup: enrolment forced at sign-in starts with an `enrol` challenge only. */
export async function setupTwoFactorAtSignIn(challenge: string): Promise<TwoFactorSetup> {
  const { account, claims } = await accountOfChallenge(challenge);
  if (claims.step !== "enrol") throw new AppError("login.two_factor_challenge_invalid");
  return beginEnrolment(account);
}
