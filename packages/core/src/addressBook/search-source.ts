import type { DomainEvent } from "../events";
import { cardsOf, type DirectoryCardRecord } from "../audiences";
import { PLATFORM_TENANT } from "../platform";
import { readerLabel, type ScopeDocuments, type SearchDocument, type SearchSource } from "../search";
import { findUser, fullName, getUsers, usersPage, type UserChangedDetail, type UserRecord } from "../users";
import { plugin } from "./plugin";

const SCOPE = "person:";
const PAGE = 100;

/**
 * People in search (the address book's words and the global search alike): name (in any order:
 * words match wherever they are), position, department (their department in the structure, from
 * their directory card, else the one written in their profile), contacts and city. A fired or
 * deleted person is found by administrators only.
 */
export function personDocument(user: UserRecord, card?: DirectoryCardRecord): SearchDocument {
  const department = card?.department ?? user.department;
  const names = [user.firstName, user.middleName, user.lastName].filter(Boolean).join(" ");
  const digits = [user.phone, user.internalPhone].map((phone) => phone?.replace(/\D/g, "")).filter(Boolean) as string[];
  const subtitle = [user.position, department].filter(Boolean).join(" · ");
  const inactive = user.status !== "active";
  return {
    type: "person",
    id: user.userId,
    title: fullName(user) || user.login,
    text: {
      title: names,
      body: [
        user.position,
        department,
        user.organization,
        user.office,
        user.city,
        user.email,
        user.phone,
        user.internalPhone,
        user.telegram,
      ]
        .filter(Boolean)
        .join(" · "),
      tags: [user.login, ...digits],
    },
    readers: inactive ? [readerLabel.admins] : [readerLabel.all],
    path: `/profile/${user.userId}`,
    meta: {
      name: {
        firstName: user.firstName,
        lastName: user.lastName,
        ...(user.middleName ? { middleName: user.middleName } : {}),
      },
      ...(user.avatar ? { avatar: user.avatar } : {}),
      ...(subtitle ? { subtitle } : {}),
      ...(inactive ? { inactive: true } : {}),
    },
  };
}

const scopeOf = (userId: string) => `${SCOPE}${userId}`;

/**
 * `user.changed` re-reads a person at once; `directory.changed` (their card changed: a new
 * department in the structure) again after the directory sync, so the department is never stale.
 */
export const peopleSearchSource: SearchSource = {
  name: "people",
  events: plugin.searchEvents,
  // The platform's own people (superadmins) are in no company: nobody searches for them.
  scopesOf: (event: DomainEvent) =>
    event.tenantId === PLATFORM_TENANT ? [] : ((event.detail as Partial<UserChangedDetail>).userIds ?? []).map(scopeOf),
  async load(tenantId, scope) {
    const userId = scope.slice(SCOPE.length);
    const [user, cards] = await Promise.all([findUser(tenantId, userId), cardsOf(tenantId, [userId])]);
    return user ? [personDocument(user, cards.get(userId))] : [];
  },
  async *scan(tenantId): AsyncIterable<ScopeDocuments[]> {
    let cursor: string | null = null;
    do {
      const page = await usersPage(tenantId, { status: "all", cursor, limit: PAGE });
      const ids = page.items.map((user) => user._id);
      const [users, cards] = await Promise.all([getUsers(tenantId, ids), cardsOf(tenantId, ids)]);
      yield users.map((user) => ({
        scope: scopeOf(user.userId),
        docs: [personDocument(user, cards.get(user.userId))],
      }));
      cursor = page.cursor;
    } while (cursor);
  },
};
