import { SignJWT, errors as joseErrors, jwtVerify } from "jose";
import * as z from "zod/mini";
import { AppError, config } from "../platform";
import type { UserRecord } from "../users";
import { passwordStamp } from "./rate-limit";

/**
 * The two-factor challenge: proof that a password was right, good for the second step only. An
 * HS256 JWT under its own audience (never an access token nor a device marker), valid 5 minutes,
 * naming the account, the password it was earned with (`pst`: a new password voids it), the step
 * (`required`: give a code; `enrol`: set two-factor up first) and the known device, if any, so the
 * step renews that device's marker.
 */
const AUDIENCE = "intranet-two-factor";
const ISSUER = "intranet";
export const CHALLENGE_TTL_SECONDS = 5 * 60;

const claimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  cid: z.string().check(z.minLength(1)),
  pst: z.string().check(z.minLength(1)),
  step: z.enum(["required", "enrol"]),
  dev: z.optional(z.string()),
});
export type ChallengeClaims = z.infer<typeof claimsSchema>;

const key = () => new TextEncoder().encode(config.jwtSecret());

export function signChallenge(
  account: Pick<UserRecord, "clientId" | "userId" | "passwordHash">,
  step: ChallengeClaims["step"],
  deviceId: string | undefined,
): Promise<string> {
  return new SignJWT({ cid: account.clientId, pst: passwordStamp(account.passwordHash), step, dev: deviceId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(account.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS)
    .sign(key());
}

/** The claims of a valid challenge; anything else (forged, expired, another token) is one error. */
export async function verifyChallenge(challenge: string): Promise<ChallengeClaims> {
  try {
    const { payload } = await jwtVerify(challenge, key(), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const claims = claimsSchema.safeParse(payload);
    if (claims.success) return claims.data;
  } catch (error) {
    if (!(error instanceof joseErrors.JOSEError)) throw error;
  }
  throw new AppError("login.two_factor_challenge_invalid");
}
