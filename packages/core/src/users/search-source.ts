import type { DomainEvent } from "../events";
import { PLATFORM_TENANT } from "../platform";
import { readerLabel, type ScopeDocuments, type SearchDocument, type SearchSource } from "../search";
import { db } from "./entities";
import { USER_CHANGED, type UserChangedDetail } from "./events";
import { findUser } from "./store";
import { fullName, type UserRecord } from "./views";

const SCOPE = "person:";
const PAGE = 200;

/**
 * People in search: name (in any order: words match wherever they are), position, department,
 * contacts and city. A fired or deleted person is found by administrators only.
 */
export function personDocument(user: UserRecord): SearchDocument {
  const names = [user.firstName, user.middleName, user.lastName].filter(Boolean).join(" ");
  const digits = [user.phone, user.internalPhone].map((phone) => phone?.replace(/\D/g, "")).filter(Boolean) as string[];
  const subtitle = [user.position, user.department].filter(Boolean).join(" · ");
  const inactive = user.status !== "active";
  return {
    type: "person",
    id: user.userId,
    title: fullName(user) || user.login,
    text: {
      title: names,
      body: [
        user.position,
        user.department,
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

export const peopleSearchSource: SearchSource = {
  name: "people",
  events: [USER_CHANGED],
  // The platform's own people (superadmins) are in no company: nobody searches for them.
  scopesOf: (event: DomainEvent) =>
    event.tenantId === PLATFORM_TENANT ? [] : ((event.detail as Partial<UserChangedDetail>).userIds ?? []).map(scopeOf),
  async load(tenantId, scope) {
    const user = await findUser(tenantId, scope.slice(SCOPE.length));
    return user ? [personDocument(user)] : [];
  },
  async *scan(tenantId): AsyncIterable<ScopeDocuments[]> {
    let cursor: string | null = null;
    do {
      const page: { data: UserRecord[]; cursor: string | null } = await db()
        .entities.user.query.byOrder({ clientId: tenantId })
        .go({ cursor, limit: PAGE });
      yield page.data.map((user) => ({ scope: scopeOf(user.userId), docs: [personDocument(user)] }));
      cursor = page.cursor;
    } while (cursor);
  },
};
