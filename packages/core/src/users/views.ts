import {
  canSeeHrDataOf,
  hrOnlyUserFields,
  type Actor,
  type FeatureRight,
  type Role,
  type UserView,
} from "@intranet/contracts";

import type { UserRecord } from "./user.entity";
export type { UserRecord };

const profileKeys = [
  "middleName",
  "birthDate",
  "phone",
  "internalPhone",
  "organization",
  "position",
  "office",
  "department",
  "chiefCode",
  "chief",
  "workingSince",
  "gender",
  "city",
  "telegram",
  "statusText",
  "taxId",
  "kpp",
  "lang",
  "about",
  "education",
  "hobbies",
  "skills",
  "socialLinks",
  "avatar",
  "cover",
  "vacationDaysLeft",
  "firedAt",
] as const;

/** The API's picture of a user: never the password hash or search helpers. */
export function toUserView(user: UserRecord): UserView {
  const view: UserView = {
    _id: user.userId,
    client_id: user.clientId,
    login: user.login,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: fullName(user),
    roles: user.roles as Role[],
    rights: user.rights as FeatureRight[],
    status: user.status ?? "active",
    deletion_mark: user.status === "deleted",
    followersCount: user.followersCount ?? 0,
    createdAt: user.createdAt,
  };
  for (const key of profileKeys)
    if (user[key] !== undefined) (view as unknown as Record<string, unknown>)[key] = user[key];
  if (user.pinnedNum !== undefined) view.pinned_num = user.pinnedNum;
  return view;
}

/** A user as this caller may see them: HR data only for the person, admins and HR officers. */
export function shownTo(actor: Pick<Actor, "roles" | "userId">, view: UserView): UserView {
  if (canSeeHrDataOf(actor, view._id)) return view;
  const shown = { ...view };
  for (const key of hrOnlyUserFields) delete shown[key];
  return shown;
}

/** A page of users as this caller may see them. */
export function pageShownTo<P extends { items: UserView[] }>(actor: Pick<Actor, "roles" | "userId">, page: P): P {
  return { ...page, items: page.items.map((view) => shownTo(actor, view)) };
}

export function fullName(user: Pick<UserRecord, "firstName" | "lastName" | "middleName">): string {
  return [user.lastName, user.firstName, user.middleName].filter(Boolean).join(" ");
}

/**
 * What a search hit shows of the person who wrote it (a post, a comment, a chat message): their id,
 * the time, their name (kept in parts, so the query writes it in the reader's order) and avatar.
 */
export function authorHitMeta(author: UserRecord | undefined, authorId: string, date: string) {
  return {
    authorId,
    date,
    ...(author
      ? { subtitle: fullName(author), authorName: { firstName: author.firstName, lastName: author.lastName } }
      : {}),
    ...(author?.avatar ? { avatar: author.avatar } : {}),
  };
}

/** The lowercased line the employee filter searches in. */
export function searchTextOf(
  user: Pick<UserRecord, "firstName" | "lastName" | "middleName" | "position" | "department" | "login" | "email">,
): string {
  return [user.lastName, user.firstName, user.middleName, user.position, user.department, user.login, user.email]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
}
