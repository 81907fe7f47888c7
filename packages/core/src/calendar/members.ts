import type { Grant } from "@intranet/contracts/audiences";
import type { Members } from "@intranet/contracts/calendar";
import { grantLabels, label, requireCompanyPeople } from "../audiences";

/** The admins' company view: every occurrence has an entry under this label. */
export const COMPANY = "@company";

/** Who is invited, as grants at level read: the named people as one `users` audience, then each audience. */
export function grantsOfMembers(members: Members): Grant[] {
  const grants: Grant[] = [];
  if (members.userIds.length) grants.push({ audience: { kind: "users", userIds: members.userIds }, level: "read" });
  for (const audience of members.audiences) grants.push({ audience, level: "read" });
  return grants;
}

/** The entry labels of an occurrence: the company view, its organizer, the labels its members' grants name. */
export function entryLabels(organizerId: string, members: Members): string[] {
  return [...new Set([COMPANY, label.user(organizerId), ...grantLabels(grantsOfMembers(members))])];
}

/** People named one by one must be active people of this tenant (audiences are checked by their own schema). */
export const requireActivePeople = (clientId: string, userIds: string[], known: string[] = []): Promise<void> =>
  requireCompanyPeople(clientId, userIds, "members.userIds", known);

/** The members as stored (lists, never undefined). */
export const membersOf = (value: unknown): Members => {
  const members = (value ?? {}) as Partial<Members>;
  return { userIds: members.userIds ?? [], audiences: members.audiences ?? [] };
};
