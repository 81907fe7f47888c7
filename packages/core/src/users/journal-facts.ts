import type { Actor } from "@intranet/contracts";
import { changesOf, type JournalFact } from "../journal";
import type { UserRecord } from "./user.entity";

/** A person as the journal names them: their name as it is at the change. */
export const personTarget = (user: Pick<UserRecord, "userId" | "firstName" | "lastName">) => ({
  type: "user",
  id: user.userId,
  label: `${user.firstName} ${user.lastName}`,
});

/** A change of someone else's record is administrative (journaled); one's own profile is not. */
export const isAdministrative = (actor: Actor, userId: string) => actor.userId !== userId;

/** The journal's fact of a record change: the fields the request named, before and after. */
export function personChange(
  action: JournalFact["action"],
  before: UserRecord,
  after: UserRecord,
  fields: readonly string[],
  detail?: string,
): JournalFact {
  const pick = (record: UserRecord) =>
    Object.fromEntries(fields.map((field) => [field, (record as Record<string, unknown>)[field]]));
  return {
    action,
    target: personTarget(before),
    changes: changesOf(pick(before), pick(after), fields),
    ...(detail ? { detail } : {}),
  };
}
