import { totpCode } from "@intranet/core/auth";

/**
 * `npm run totp -- <secret>`: the current two-factor code of a base32 secret, as an authenticator
 * app would show it (the demo superadmin's secret is printed by `npm start`). Local use only.
 */
const secret = process.argv[2]?.trim().toUpperCase();
if (!secret) {
  console.error("Usage: npm run totp -- <base32 secret>");
  process.exit(1);
}
const epoch = Math.floor(Date.now() / 1000);
const code = await totpCode(secret, epoch);
console.log(`${code}   (valid for ${30 - (epoch % 30)} more seconds)`);
