import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { config } from "../platform";

/**
 * Keeping two-factor secrets and recovery codes at rest. A TOTP secret must be read back to check
 * codes, so it is encrypted (AES-256-GCM) rather than hashed: a copy of the table alone (a backup,
 * an export) does not give anyone the codes. Recovery codes are only compared, so they are kept as
 * keyed hashes (HMAC-SHA-256); they are 50 random bits, so a slow hash would add nothing but cost.
 * Both keys are derived from the JwtSecret (HKDF, one label each): rotating it makes every enrolled
 * person enrol again (docs/modules/sign-in.md).
 */
const derivedKey = (label: string) =>
  Buffer.from(hkdfSync("sha256", config.jwtSecret(), "intranet-two-factor", label, 32));

export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey("totp-secret"), iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function openSecret(sealed: string): string {
  const raw = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", derivedKey("totp-secret"), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

/** Recovery codes: 10 characters of an unambiguous alphabet, shown as xxxxx-xxxxx. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const RECOVERY_CODES_COUNT = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What a person types, normalised: case, spaces and the dash do not matter. */
export const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

/** The stored form of a recovery code, bound to its account (the same code elsewhere hashes differently). */
export const recoveryCodeHash = (account: { clientId: string; userId: string }, code: string) =>
  createHmac("sha256", derivedKey("recovery-code"))
    .update(`${account.clientId}#${account.userId}#${normalRecoveryCode(code)}`)
    .digest("base64url");
