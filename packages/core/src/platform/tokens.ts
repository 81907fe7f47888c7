import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import * as z from "zod/mini";
import { config } from "./config";
import { AppError } from "./errors";

/**
 * Access tokens: HS256 JWTs signed with the JwtSecret. Only HS256 is accepted, so `alg: none` and
 * algorithm-confusion tokens fail verification.
 */
const ISSUER = "intranet";
const AUDIENCE = "intranet-api";
const ALGORITHM = "HS256";
export const DEFAULT_TOKEN_TTL_SECONDS = 12 * 60 * 60;

/**
 * The token names the user, their tenant and the session; roles, rights and states are read from
 * the database on each request, so a change (or a logout) takes effect at once.
 */
export const accessClaimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  /** The user's own tenant (the platform tenant for a superadmin). */
  cid: z.string().check(z.minLength(1)),
  sid: z.string().check(z.minLength(1)),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

function secretKey(): Uint8Array {
  const secret = config.jwtSecret();
  if (!secret || secret.length < 32) throw new Error("JwtSecret must be at least 32 characters");
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  claims: AccessClaims,
  ttlSeconds: number = DEFAULT_TOKEN_TTL_SECONDS,
): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secretKey());
}

/** Verifies signature, algorithm, issuer, audience and expiry; any failure is `common.token_invalid`. */
export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, secretKey(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const claims = accessClaimsSchema.safeParse(payload);
    if (!claims.success) throw new AppError("common.token_invalid");
    return claims.data;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JOSEError) throw new AppError("common.token_invalid");
    throw error;
  }
}

/**
 * Known-device markers (sign-in, `auth/known-device.ts`): long-lived HS256 JWTs under their own
 * audience, so a marker is never an access token and an access token never a marker. They name the
 * account (`sub`, `cid`), the device (`jti`) and a stamp of the password they were issued under
 * (`pst`), and grant nothing but trust at the next sign-in of that account.
 */
const DEVICE_AUDIENCE = "intranet-device";
export const DEVICE_MARKER_TTL_SECONDS = 90 * 24 * 60 * 60;

export const deviceClaimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  cid: z.string().check(z.minLength(1)),
  /** The device: stays the same when the marker is renewed at a sign-in. */
  jti: z.string().check(z.minLength(1)),
  /** A stamp of the password hash it was issued under: a new password ends every marker. */
  pst: z.string().check(z.minLength(1)),
});
export type DeviceClaims = z.infer<typeof deviceClaimsSchema>;

export async function signDeviceMarker(
  claims: DeviceClaims,
  ttlSeconds: number = DEVICE_MARKER_TTL_SECONDS,
): Promise<string> {
  const { sub, jti, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(sub)
    .setJti(jti)
    .setIssuer(ISSUER)
    .setAudience(DEVICE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secretKey());
}

/** The claims of a valid marker; null for anything else (forged, expired, foreign, an access token). */
export async function verifyDeviceMarker(marker: string): Promise<DeviceClaims | null> {
  try {
    const { payload } = await jwtVerify(marker, secretKey(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: DEVICE_AUDIENCE,
    });
    const claims = deviceClaimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
