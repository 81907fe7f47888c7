import { randomBytes } from "node:crypto";
import type { Actor, FeatureRight, Role } from "@intranet/contracts";
import { switchedOffModules } from "@intranet/contracts/switches";
import type { CalendarFeedView } from "@intranet/contracts/calendar";
import { accessProfileFrom } from "../audiences";
import { getAll, named, unexpectedCancellation, writeTransaction } from "../db";
import { type ClientRecord, loadClient } from "../clients";
import { appUrl } from "../mail";
import { departmentsOfPerson } from "../structure";
import { findUser, type UserRecord } from "../users";
import { AppError, requireTenant } from "../platform";
import type { CalEntryRecord } from "./entry.entity";
import { db } from "./entities";
import type { CalFeedRecord } from "./feed.entity";
import type { CalOccurrenceRecord } from "./occurrence.entity";
import { datedEntriesOf } from "./dated";
import { readRange } from "./range";

/**
 * The private iCalendar feed: a secret address per person (`<tenantId>_<32 random bytes, base64url>`,
 * so the public route finds the tenant in the token) that calendar apps poll. Renewing replaces the
 * token (the old one stops at once), revoking removes it.
 */
const urlOf = (token: string) => `${appUrl()}/api/calendar/ical/${token}.ics`;
const viewOf = (feed: CalFeedRecord | undefined): CalendarFeedView =>
  feed ? { url: urlOf(feed.token), createdAt: feed.createdAt } : { url: null, createdAt: null };

async function feedItem(clientId: string, userId: string): Promise<CalFeedRecord | undefined> {
  const { data } = await db().entities.calFeed.get({ clientId, userId }).go();
  return data ?? undefined;
}

/** GET /api/calendar/feed. */
export async function feedOf(actor: Actor): Promise<CalendarFeedView> {
  return viewOf(await feedItem(requireTenant(actor), actor.userId));
}

/** POST /api/calendar/feed: a new token in one transaction with the old one's removal. */
export async function renewFeed(actor: Actor): Promise<CalendarFeedView> {
  const clientId = requireTenant(actor);
  if (!/^[A-Za-z0-9-]{1,40}$/.test(clientId)) throw new Error("calendar feed: the tenant id is not URL-safe");
  const old = await feedItem(clientId, actor.userId);
  const feed = {
    clientId,
    userId: actor.userId,
    token: `${clientId}_${randomBytes(32).toString("base64url")}`,
    createdAt: new Date().toISOString(),
  };
  const outcome = await writeTransaction((entities) => [
    // On the token read: of two renewals at once one wins, and no token is left without its feed.
    named(
      "feed",
      entities.calFeed
        .put(feed)
        .where((attribute, op) => (old ? op.eq(attribute.token, old.token) : op.notExists(attribute.token)))
        .commit(),
    ),
    named("token", entities.calFeedToken.create(feed).commit()),
    ...(old ? [named("old", entities.calFeedToken.delete({ clientId, token: old.token }).commit())] : []),
  ]);
  if (outcome.ok) return viewOf(feed);
  if (outcome.failed("feed")) throw new AppError("common.conflict");
  throw unexpectedCancellation(outcome, "calendar feed renewal");
}

/** DELETE /api/calendar/feed: the address stops working. */
export async function revokeFeed(actor: Actor): Promise<void> {
  const clientId = requireTenant(actor);
  const old = await feedItem(clientId, actor.userId);
  if (!old) return;
  const outcome = await writeTransaction((entities) => [
    named("feed", entities.calFeed.delete({ clientId, userId: actor.userId }).commit()),
    named("token", entities.calFeedToken.delete({ clientId, token: old.token }).commit()),
  ]);
  if (!outcome.ok) throw unexpectedCancellation(outcome, "calendar feed revocation");
}

const DAY = 86_400_000;

/**
 * GET /api/calendar/ical/{token}[.ics] (public): the person's visible occurrences from 30 days back
 * to a year ahead as text/calendar. An unknown or revoked token, or an inactive person:
 * `calendar.not_found`. Costs the token, the person's profile, their labels' Queries, one BatchGet
 * of the series and one of the occurrences changed on their own.
 */
export async function icalFeed(token: string, now = new Date()): Promise<string> {
  const bare = token.replace(/\.ics$/, "");
  const split = bare.indexOf("_");
  if (!/^[A-Za-z0-9_-]{20,80}$/.test(bare) || split < 1) throw new AppError("calendar.not_found");
  const clientId = bare.slice(0, split);
  const { data: owner } = await db().entities.calFeedToken.get({ clientId, token: bare }).go();
  if (!owner || owner.token !== bare) throw new AppError("calendar.not_found");
  // The person's record serves both the check and their profile: read once, with the company and
  // their departments.
  const [client, user, departments] = await Promise.all([
    loadClient(clientId).catch(() => undefined),
    findUser(clientId, owner.userId),
    departmentsOfPerson(clientId, owner.userId),
  ]);
  const profile = accessProfileFrom(owner.userId, user, departments);
  if (!profile.active || !ownerMayRead(client, user)) throw new AppError("calendar.not_found");
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z"); // as the records write instants
  const range = { start: iso(now.getTime() - 30 * DAY), end: iso(now.getTime() + 365 * DAY) };
  const read = await readRange(clientId, [...profile.labels], range, { full: true });
  const own = await detachedOf(read.entries);
  const items = read.entries.flatMap((entry) => {
    const series = read.series.get(entry.eventId);
    const occurrence = entry.detached ? own.get(entry.occurrenceId) : plainOccurrence(entry);
    return series && occurrence ? [{ series, occurrence }] : [];
  });
  const reader: Actor = {
    userId: owner.userId,
    tenantId: clientId,
    homeTenantId: clientId,
    roles: user!.roles as Role[],
    rights: user!.rights as FeatureRight[],
    modulesOff: switchedOffModules(client!.features as Record<string, boolean> | undefined),
  };
  const dated = await datedEntriesOf(reader, clientId, { from: range.start.slice(0, 10), to: range.end.slice(0, 10) });
  const { feedCalendar } = await import("./ics-text");
  return feedCalendar("Calendar", items, { entries: dated, origin: appUrl(), now });
}

/**
 * What a signed-in call would check, since nobody signs in to a feed: the company is active with
 * its calendar on, and the person still holds the `calendar` right (admins hold every right).
 */
function ownerMayRead(client: ClientRecord | undefined, user: UserRecord | undefined): boolean {
  const features = client?.features as Record<string, boolean> | undefined;
  if (client?.status !== "active" || features?.calendar === false || !user) return false;
  return user.roles.includes("admin") || user.rights.includes("calendar");
}

/** The records of the occurrences changed on their own (their key: the entry's rev), in one BatchGet. */
async function detachedOf(entries: CalEntryRecord[]): Promise<Map<string, CalOccurrenceRecord>> {
  const keys = entries
    .filter((entry) => entry.detached && entry.rev)
    .map(({ clientId, eventId, occurrenceId, rev }) => ({ clientId, eventId, occurrenceId, stamp: rev! }));
  if (!keys.length) return new Map();
  const found = await getAll(keys, (page) => db().entities.calOccurrence.get(page).go());
  return new Map(found.map((record) => [record.occurrenceId, record]));
}

/** An occurrence that follows its series: the entry says all of it. */
const plainOccurrence = (entry: CalEntryRecord): CalOccurrenceRecord => ({
  clientId: entry.clientId,
  eventId: entry.eventId,
  occurrenceId: entry.occurrenceId,
  stamp: entry.version,
  version: entry.version,
  date: entry.date,
  startTime: entry.startTime,
  endTime: entry.endTime,
  timeZone: entry.timeZone,
  start: entry.start,
  end: entry.end,
  labels: [],
  detached: false,
});
