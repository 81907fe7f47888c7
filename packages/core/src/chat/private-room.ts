import { createHash } from "node:crypto";

/**
 * A private chat's id comes from its two people (in either order), so finding or creating it is
 * one Get and one conditional put: two people starting the same chat at once get one room.
 */
export function privateRoomId(a: string, b: string): string {
  const pair = [a, b].sort().join(":");
  return `dm-${createHash("sha256").update(pair).digest("hex").slice(0, 32)}`;
}
