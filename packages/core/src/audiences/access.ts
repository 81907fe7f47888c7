import type { AccessLevel, Audience, Grant } from "@intranet/contracts/audiences";
import { labelsOfAudience, monthsSince } from "./labels";
import type { AccessProfile } from "./profile";

const RANK: Record<AccessLevel, number> = { none: 0, read: 1, write: 2 };

/** Whether the person is in the audience (exact: labels, or working time counted today). */
export function isInAudience(profile: AccessProfile, audience: Audience, now = new Date()): boolean {
  if (!profile.active) return false;
  if (audience.kind === "workingTime") {
    if (!profile.workingSince) return false;
    const months = monthsSince(profile.workingSince, now);
    return (
      (audience.fromMonths === undefined || months >= audience.fromMonths) &&
      (audience.toMonths === undefined || months < audience.toMonths)
    );
  }
  return labelsOfAudience(audience).some((held) => profile.labels.has(held));
}

/**
 * The level the grants give the person: the strongest among the grants whose audience holds them,
 * `none` when one of those says `none` (an explicit exclusion wins), `none` when no grant holds them.
 */
export function levelFor(profile: AccessProfile, grants: readonly Grant[], now = new Date()): AccessLevel {
  let level: AccessLevel = "none";
  for (const grant of grants) {
    if (!isInAudience(profile, grant.audience, now)) continue;
    if (grant.level === "none") return "none";
    if (RANK[grant.level] > RANK[level]) level = grant.level;
  }
  return level;
}

export const canRead = (profile: AccessProfile, grants: readonly Grant[], now?: Date) =>
  RANK[levelFor(profile, grants, now)] >= RANK.read;
export const canWrite = (profile: AccessProfile, grants: readonly Grant[], now?: Date) =>
  levelFor(profile, grants, now) === "write";
