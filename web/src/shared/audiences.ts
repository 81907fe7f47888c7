import type { Audience } from "@intranet/contracts/audiences";

/**
 * The kinds of audiences the picker adds (product-spec §6 "Object access grants"; "everyone" is the
 * picker's switch): polls' recipients, events' members, the knowledge base's rights.
 */
export const pickableKinds = ["department", "city", "position", "managers", "manager", "workingTime", "users"] as const;
export type PickableKind = (typeof pickableKinds)[number];

/** Adds one audience: any other audience once; people join the one list of people. */
export function addAudience(list: readonly Audience[], added: Audience): Audience[] {
  if (added.kind === "users") {
    const people = list.find((audience) => audience.kind === "users");
    if (!people) return [...list, added];
    return list.map((audience) =>
      audience === people ? { kind: "users", userIds: [...new Set([...people.userIds, ...added.userIds])] } : audience,
    );
  }
  const same = list.some((audience) => JSON.stringify(audience) === JSON.stringify(added));
  return same ? [...list] : [...list, added];
}

/** Takes one person out of the people list (and the list when it empties). */
export function removePerson(list: readonly Audience[], userId: string): Audience[] {
  return list.flatMap((audience): Audience[] => {
    if (audience.kind !== "users") return [audience];
    const userIds = audience.userIds.filter((id) => id !== userId);
    return userIds.length ? [{ kind: "users", userIds }] : [];
  });
}
