import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { Grant } from "@intranet/contracts/audiences";
import type { DeskCan, DeskRole } from "@intranet/contracts/taskTracker";
import { accessProfileOf, isInAudience, levelFor, type AccessProfile } from "../audiences";
import type { TaskDeskRecord } from "./desk.entity";

/**
 * The caller's place on a board (docs/modules/taskTracker.md, "Who sees a board"): its owner; an
 * admin (named, or a company admin on any board but a hidden one); an editor or viewer by the
 * board's grants, or by its type (`active`: everyone edits, `open`: everyone views); else an
 * outsider, who sees a `closed` board's name in the list only, and a `hidden` one not at all
 * (`none`).
 */
export type DeskPlace = DeskRole | "none";

type DeskAccessFields = Pick<TaskDeskRecord, "ownerId" | "admins" | "type" | "grants">;

/** Whether the grants could raise the person above what the type gives (else their profile is not read). */
const grantsMatter = (desk: DeskAccessFields) => (desk.grants as Grant[]).length > 0;

/** The place, with the person's audience profile read only when the board's grants could decide it. */
export async function deskPlace(
  actor: Actor,
  clientId: string,
  desk: DeskAccessFields,
  profile?: AccessProfile,
): Promise<DeskPlace> {
  return (await deskPlaceAndProfile(actor, clientId, desk, profile)).place;
}

/** The place and the profile it needed (undefined when the board's grants did not matter): a view reuses it. */
export async function deskPlaceAndProfile(
  actor: Actor,
  clientId: string,
  desk: DeskAccessFields,
  known?: AccessProfile,
): Promise<{ place: DeskPlace; profile: AccessProfile | undefined }> {
  const decided = placeWithoutGrants(actor, desk);
  if (decided === "owner" || decided === "admin" || !grantsMatter(desk)) return { place: decided, profile: known };
  const profile = known ?? (await accessProfileOf(clientId, actor.userId));
  return { place: placeWith(actor, desk, profile), profile };
}

/**
 * Whether a person may view the board, when the board says it by their id alone (its owner, an
 * admin, named in a `users` grant, or a board everyone views): undefined when only their audiences
 * (departments, positions…) or their company role could tell. Lets a push to a board's watchers
 * skip reading each one's profile.
 */
export function viewsByIdAlone(desk: DeskAccessFields, userId: string): boolean | undefined {
  if (desk.ownerId === userId || desk.admins.includes(userId)) return true;
  const grants = desk.grants as Grant[];
  const named = (grant: Grant) => grant.audience.kind === "users" && grant.audience.userIds.includes(userId);
  if (grants.some((grant) => grant.level === "none" && (named(grant) || grant.audience.kind !== "users")))
    return grants.some((grant) => grant.level === "none" && named(grant)) ? false : undefined;
  if (grants.some((grant) => grant.level !== "none" && named(grant))) return true;
  if (!grants.length && (desk.type === "open" || desk.type === "active")) return true;
  return undefined;
}

/** The place from a profile already read (the lists read it once for every board). */
export function placeWith(actor: Actor, desk: DeskAccessFields, profile: AccessProfile): DeskPlace {
  const decided = placeWithoutGrants(actor, desk);
  if (decided === "owner" || decided === "admin") return decided;
  const grants = desk.grants as Grant[];
  // An explicit exclusion (a `none` grant that holds them) also takes away what the type gives everyone.
  if (grants.some((grant) => grant.level === "none" && isInAudience(profile, grant.audience)))
    return desk.type === "hidden" ? "none" : "outsider";
  const level = levelFor(profile, grants);
  if (level === "write") return "editor";
  if (level === "read") return decided === "editor" ? "editor" : "viewer";
  return decided;
}

function placeWithoutGrants(actor: Actor, desk: DeskAccessFields): DeskPlace {
  if (desk.ownerId === actor.userId) return "owner";
  if (desk.admins.includes(actor.userId)) return "admin";
  if (desk.type !== "hidden" && isAdminOrAbove(actor)) return "admin";
  if (desk.type === "active") return "editor";
  if (desk.type === "open") return "viewer";
  return desk.type === "closed" ? "outsider" : "none";
}

/** What a place allows; a finished board changes only by being restored (its managers). */
export function deskCan(place: DeskPlace, desk: Pick<TaskDeskRecord, "status">): DeskCan {
  const manage = place === "owner" || place === "admin";
  const view = manage || place === "editor" || place === "viewer";
  return { view, edit: desk.status === "active" && (manage || place === "editor"), manage };
}

/** Whether the person counts the board among theirs: its owner, an admin by name, or named in a grant. */
export function isMember(actor: Actor, desk: DeskAccessFields, place: DeskPlace, profile?: AccessProfile): boolean {
  if (desk.ownerId === actor.userId || desk.admins.includes(actor.userId)) return true;
  if (!profile || (place !== "editor" && place !== "viewer")) return false;
  return levelFor(profile, desk.grants as Grant[]) !== "none";
}
