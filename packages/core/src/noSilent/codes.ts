import { createHash, randomBytes } from "node:crypto";
import { reportLimits } from "@intranet/contracts/noSilent";

const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Crockford base32 of random bytes: 5 bits a character, no I, L, O or U to misread. */
function randomBase32(characters: number): string {
  const bytes = randomBytes(Math.ceil((characters * 5) / 8));
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < characters) {
      out += crockford[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** A report's id: 130 random bits, no time in it (a ULID would keep the millisecond it was sent). */
export const newReportId = () => randomBase32(26);

/** A report file's id within the report. */
export const newFileId = () => randomBase32(16);

/** A follow-up code: 32 characters, 160 random bits, shown in groups of four. */
export function newFollowUpCode(): string {
  return randomBase32(reportLimits.codeLength).match(/.{4}/g)!.join("-");
}

/**
 * The code as typed, made canonical: case, spaces and dashes do not matter, and the letters people
 * confuse with digits read as those digits (Crockford's rule).
 */
export function canonicalCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
}

/** What the table keeps instead of the code: its SHA-256, hex. */
export function codeHash(typed: string): string {
  return createHash("sha256")
    .update(`noSilent:${canonicalCode(typed)}`)
    .digest("hex");
}
