import type { Actor } from "@intranet/contracts";
import {
  addressBookLimits,
  type AddressBookFilters,
  type AddressBookPage,
  type AddressBookQuery,
} from "@intranet/contracts/addressBook";
import { requireSameTenant } from "../platform";
import { cardMatches, cardsOf, directoryPage, type DirectoryCardRecord, type DirectoryFilter } from "../audiences";
import { decodeCursor, encodeCursor, hasSearchWords, searchIds } from "../search";
import { personView } from "./views";

/**
 * GET /api/address_book/{client}: active people, a page at a time. Without words: the directory
 * index in display order (pinned first, then by name), two calls a page. With words: the global
 * search's people query (name in any order, position, department, contacts, city; prefixes and a
 * typo forgiven) gives the best matches, at most 120; their cards (one or two BatchGets) are
 * filtered, pinned people put first, and pages are slices of that list.
 */
export async function addressBookPage(
  actor: Actor,
  clientId: string,
  query: AddressBookQuery,
): Promise<AddressBookPage> {
  requireSameTenant(actor, clientId);
  const filter: DirectoryFilter = {
    dept: query.dept ? { deptId: query.dept, subdepartments: query.subdepartments } : undefined,
    city: query.city || undefined,
    office: query.office || undefined,
    position: query.position || undefined,
  };
  if (!query.q || !hasSearchWords(query.q)) {
    const { cards, cursor } = await directoryPage(clientId, filter, { cursor: query.cursor, size: query.limit });
    return { items: cards.map(personView), cursor };
  }
  const key = JSON.stringify([query.q, filter]);
  const offset = query.cursor ? decodeCursor(query.cursor, key, ["person"]).offset : 0;
  const ids = await searchIds(actor, query.q, "person", addressBookLimits.textMatchesMax);
  const cards = await cardsOf(clientId, ids);
  const rank = new Map(ids.map((id, at) => [id, at]));
  const matches = [...cards.values()]
    .filter((card) => cardMatches(card, filter))
    .sort((a, b) => pinFirst(a, b) || rank.get(a.userId)! - rank.get(b.userId)!);
  const shown = matches.slice(offset, offset + query.limit);
  const next = offset + query.limit;
  return { items: shown.map(personView), cursor: next < matches.length ? encodeCursor("person", next, key) : null };
}

export const isTextQuery = (q: string | undefined): q is string => Boolean(q && hasSearchWords(q));

export function filterOf(query: AddressBookFilters): DirectoryFilter {
  return {
    dept: query.dept ? { deptId: query.dept, subdepartments: query.subdepartments } : undefined,
    city: query.city || undefined,
    office: query.office || undefined,
    position: query.position || undefined,
  };
}

/** The people matching the words and the filters: at most 120, pinned first, then best first. */
export async function textMatches(
  actor: Actor,
  clientId: string,
  q: string,
  filter: DirectoryFilter,
): Promise<DirectoryCardRecord[]> {
  const ids = await searchIds(actor, q, "person", addressBookLimits.textMatchesMax);
  const cards = await cardsOf(clientId, ids);
  const rank = new Map(ids.map((id, at) => [id, at]));
  return [...cards.values()]
    .filter((card) => cardMatches(card, filter))
    .sort((a, b) => pinFirst(a, b) || rank.get(a.userId)! - rank.get(b.userId)!);
}

/** Pinned people first, by their pin order (the card's `order` starts with the pin rank). */
function pinFirst(a: DirectoryCardRecord, b: DirectoryCardRecord): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  return a.pinned ? a.order.localeCompare(b.order) : 0;
}
