import type { Audience, Grant } from "@intranet/contracts/audiences";
import { getAll, pageOf } from "../db";
import type { DirectoryCardRecord } from "./card.entity";
import { db } from "./entities";
import type { DirectoryEntryRecord } from "./entry.entity";
import { labelsOfAudience, monthsSince } from "./labels";
import { TENURE } from "./sync";

export interface MembersPage {
  userIds: string[];
  cursor: string | null;
}

const PAGE = 100;

/**
 * One page of the people in an audience (active people only), in display order (working time: by
 * start date). Two calls a page: one Query of the audience's label in the directory index, one
 * BatchGet of those people's cards to check each entry is current.
 */
export async function audiencePage(
  clientId: string,
  audience: Audience,
  request: { cursor?: string | null | undefined; size?: number } = {},
  now = new Date(),
): Promise<MembersPage> {
  const size = request.size ?? PAGE;
  if (audience.kind === "users") {
    const cards = await cardsOf(clientId, audience.userIds);
    return { userIds: audience.userIds.filter((id) => cards.has(id)), cursor: null };
  }
  const entries = db().entities.directoryEntry.query.byLabel;
  if (audience.kind === "workingTime") {
    // Started at least `fromMonths` ago and less than `toMonths` ago: a range of start dates.
    const latest = audience.fromMonths === undefined ? "\uffff" : `${monthsBefore(now, audience.fromMonths)}\uffff`;
    const earliest = audience.toMonths === undefined ? "" : monthsBefore(now, audience.toMonths);
    const page = await pageOf(entries({ clientId, label: TENURE }).between({ order: earliest }, { order: latest }), {
      cursor: request.cursor,
      size,
    });
    const cards = await cardsOf(
      clientId,
      page.items.map((entry) => entry.userId),
    );
    const inRange = (card: DirectoryCardRecord) => {
      if (!card.workingSince) return false;
      const months = monthsSince(card.workingSince, now);
      return (
        (audience.fromMonths === undefined || months >= audience.fromMonths) &&
        (audience.toMonths === undefined || months < audience.toMonths)
      );
    };
    return {
      userIds: page.items.flatMap(({ userId }) => {
        const card = cards.get(userId);
        return card && inRange(card) ? [userId] : [];
      }),
      cursor: page.cursor,
    };
  }
  const [held] = labelsOfAudience(audience);
  const page = await pageOf(entries({ clientId, label: held! }), { cursor: request.cursor, size });
  const current = await verifiedEntries(clientId, page.items);
  return { userIds: current.map(({ entry }) => entry.userId), cursor: page.cursor };
}

/** The entries whose person's card still holds the label at that place, with the card (a half-done sync shows nothing wrong). */
export async function verifiedEntries(
  clientId: string,
  entries: DirectoryEntryRecord[],
): Promise<Array<{ entry: DirectoryEntryRecord; card: DirectoryCardRecord }>> {
  const cards = await cardsOf(
    clientId,
    entries.map((entry) => entry.userId),
  );
  return entries.flatMap((entry) => {
    const card = cards.get(entry.userId);
    return card !== undefined && card.order === entry.order && card.labels.includes(entry.label)
      ? [{ entry, card }]
      : [];
  });
}

/** The cards of these people (active people only have one), by id: BatchGet. */
export async function cardsOf(clientId: string, userIds: string[]): Promise<Map<string, DirectoryCardRecord>> {
  const cards = await getAll(
    [...new Set(userIds)].map((userId) => ({ clientId, userId })),
    (keys) => db().entities.directoryCard.get(keys).go(),
  );
  return new Map(cards.map((card) => [card.userId, card]));
}

/** Everyone in an audience, page after page (notifications to an audience; off the request path). */
export async function membersOf(clientId: string, audience: Audience, now = new Date()): Promise<string[]> {
  const members: string[] = [];
  let cursor: string | null = null;
  do {
    const page: MembersPage = await audiencePage(clientId, audience, { cursor }, now);
    members.push(...page.userIds);
    cursor = page.cursor;
  } while (cursor);
  return members;
}

/**
 * Who may read an object with these grants: everyone in a read or write grant's audience, less
 * everyone in a `none` grant's (levelFor's rule). For notifying an object's readers.
 */
export async function readersOf(clientId: string, grants: readonly Grant[], now = new Date()): Promise<string[]> {
  const read = grants.filter((grant) => grant.level !== "none").map((grant) => grant.audience);
  const excluded = grants.filter((grant) => grant.level === "none").map((grant) => grant.audience);
  const [included, left] = await Promise.all([
    Promise.all(read.map((audience) => membersOf(clientId, audience, now))),
    Promise.all(excluded.map((audience) => membersOf(clientId, audience, now))),
  ]);
  const out = new Set(left.flat());
  return [...new Set(included.flat())].filter((userId) => !out.has(userId));
}

/** The ISO date `months` whole months before `now` (the start date of someone with that working time). */
function monthsBefore(now: Date, months: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate()));
  return date.toISOString().slice(0, 10);
}
