import type { Audience } from "@intranet/contracts/audiences";
import { AppError } from "../platform";
import { notActiveAmong } from "../users";

/** The people an audience list names one by one (its `users` audiences). */
export const peopleNamedIn = (audiences: readonly Audience[]): string[] => [
  ...new Set(audiences.flatMap((audience) => (audience.kind === "users" ? audience.userIds : []))),
];

/**
 * The one check for people a body names (event members, poll recipients…): each must be an active
 * person of this company — another tenant's id, an unknown or a removed person is refused with
 * `common.validation` at `path`, and nothing is written. `known` people (already there before an
 * edit) are not read again.
 */
export async function requireCompanyPeople(
  clientId: string,
  userIds: readonly string[],
  path: string,
  known: readonly string[] = [],
): Promise<void> {
  const added = [...new Set(userIds)].filter((userId) => !known.includes(userId));
  if (!added.length) return;
  const unknown = await notActiveAmong(clientId, added);
  if (unknown.length)
    throw new AppError(
      "common.validation",
      {},
      { issues: [{ in: "body", path, message: `Not active people of this company: ${unknown.join(", ")}` }] },
    );
}
