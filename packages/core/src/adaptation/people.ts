import { personValue as nameValue, type AutoValue } from "@intranet/contracts/autoTexts";
import { AppError } from "../platform";
import { getUsers, notActiveAmong, type UserRecord } from "../users";

/** People named on a track or an adaptation must be active employees of the company: else `adapt.bad_person`. */
export async function requireActivePeople(clientId: string, userIds: Array<string | null | undefined>): Promise<void> {
  const ids = userIds.filter((id): id is string => Boolean(id));
  if ((await notActiveAmong(clientId, ids)).length) throw new AppError("adapt.bad_person");
}

/** A person as a notification's value: named in each reader's language order. */
export const personValue = (user: UserRecord | undefined): AutoValue => (user ? nameValue(user) : "");

/** The people of an adaptation, read once (one BatchGet). */
export async function peopleById(
  clientId: string,
  ids: Array<string | null | undefined>,
): Promise<Map<string, UserRecord>> {
  const wanted = ids.filter((id): id is string => Boolean(id));
  return new Map((await getUsers(clientId, wanted)).map((user) => [user.userId, user]));
}
