import { limits } from "@intranet/contracts/limits";
import { readStoredJson, writeStored } from "./storage";

/**
 * Known-device markers (LoginResult.device): one per account that signed in on this browser, the
 * newest first, at most `limits.knownDevicesMax`. Each sign-in sends them all; the server trusts
 * only one that is valid for the account signing in, which then is not slowed down by strangers'
 * failed attempts on that account. Kept across sign-outs: they describe the device, like the language.
 */
interface KnownDevice {
  userId: string;
  marker: string;
}

function stored(): KnownDevice[] {
  const list = readStoredJson<unknown>("known_devices");
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is KnownDevice => typeof entry?.userId === "string" && typeof entry?.marker === "string",
  );
}

/** What a sign-in sends (`devices`), or nothing when this browser has none. */
export function knownDeviceMarkers(): string[] | undefined {
  const markers = stored().map((entry) => entry.marker);
  return markers.length ? markers.slice(0, limits.knownDevicesMax) : undefined;
}

/** After a successful sign-in: the account's fresh marker replaces its old one and goes first. */
export function rememberKnownDevice(userId: string, marker: string): void {
  const others = stored().filter((entry) => entry.userId !== userId);
  writeStored("known_devices", JSON.stringify([{ userId, marker }, ...others].slice(0, limits.knownDevicesMax)));
}
