import { limits } from "@intranet/contracts";
import { newId, signDeviceMarker, verifyDeviceMarker } from "../platform";
import type { UserRecord } from "../users";
import { passwordStamp } from "./rate-limit";

/**
 * Known devices: after a successful sign-in the browser gets a long-lived signed marker naming the
 * account, the device and the password it was issued under (platform/tokens.ts), and sends it back
 * at its next sign-ins. A sign-in presenting a valid marker for the account it signs in to is the
 * owner's device: it is not held back by the account-wide ceiling, which strangers filling from
 * many addresses could otherwise use to slow the owner down (rate-limit.ts), nor by its address's
 * limit, which a stranger spraying from the same office could fill (address-limit.ts).
 *
 * Trust needs all of: the signature, the marker's own audience, an unexpired marker, the same
 * account (tenant and user), and the current password (a reset or a new password ends every
 * marker). Anything else is simply no trust: never an error, so a forged marker teaches nothing.
 */
type Account = Pick<UserRecord, "clientId" | "userId" | "passwordHash">;

/** The device id of the first presented marker that is valid for this account, if any. */
export async function knownDeviceOf(markers: readonly string[] | undefined, account: Account) {
  const stamp = passwordStamp(account.passwordHash);
  for (const marker of (markers ?? []).slice(0, limits.knownDevicesMax)) {
    const claims = await verifyDeviceMarker(marker);
    if (claims && claims.sub === account.userId && claims.cid === account.clientId && claims.pst === stamp)
      return claims.jti;
  }
  return undefined;
}

/** A fresh marker for the account, keeping the device id of a known device (its expiry moves on). */
export function issueDeviceMarker(account: Account, deviceId?: string): Promise<string> {
  return signDeviceMarker({
    sub: account.userId,
    cid: account.clientId,
    jti: deviceId ?? newId(),
    pst: passwordStamp(account.passwordHash),
  });
}
