import { generate, generateSecret, generateURI, verify } from "otplib";

/**
 * TOTP (RFC 6238) through otplib 13: 6 digits, 30-second steps, SHA-1 (what every authenticator
 * app reads from a QR code). A code is accepted one step either side of now (clocks drift, people
 * type slowly) and only after the last accepted step, so a code cannot be used twice.
 */
const TOLERANCE_SECONDS = 30;
export const TOTP_ISSUER = "Intranet";

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (secret: string, label: string): string => generateURI({ issuer: TOTP_ISSUER, label, secret });

/** The code an authenticator shows for `secret` at a time (the demo's `npm run totp` and the tests' sign-in). */
export const totpCode = (secret: string, epochSeconds = Math.floor(Date.now() / 1000)): Promise<string> =>
  generate({ secret, epoch: epochSeconds });

export const looksLikeTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ""));

/** The time step a code belongs to when it is valid now and later than `afterStep`; otherwise undefined. */
export async function acceptedStep(
  secret: string,
  code: string,
  afterStep: number | undefined,
  epochSeconds = Math.floor(Date.now() / 1000),
): Promise<number | undefined> {
  const token = code.replace(/\s/g, "");
  if (!looksLikeTotpCode(token)) return undefined;
  try {
    const result = await verify({
      secret,
      token,
      epoch: epochSeconds,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep === undefined ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && "timeStep" in result ? result.timeStep : undefined;
  } catch {
    // otplib refuses an `afterTimeStep` ahead of the window (a clock that went back): no code passes.
    return undefined;
  }
}
