import {
  calendarRoutes as routes,
  type EventInput,
  type RepeatInput,
  type SeriesScope,
} from "@intranet/contracts/calendar";
import { callRoute } from "../../api/client";
import { browserZone } from "./time";

/** One occurrence's fields (PUT /api/event/{id}: no rule). */
export type OccurrenceInput = Omit<EventInput, "repeat" | "confirmFirstOccurrence">;
/** A rule, and whether the person agreed that the series starts on its first occurrence, not the chosen day. */
export type RuleInput = { repeat: RepeatInput; confirmFirstOccurrence?: boolean };
/** A series' fields from an occurrence on, or all of it (PUT /api/periodic_event/{id}). */
export type SeriesInput = OccurrenceInput & RuleInput & { scope: Exclude<SeriesScope, "this"> };

/** Whose events a range shows: the caller's (organized or invited) or the whole company's (admins). */
export type CalendarScope = "mine" | "company";

/** TanStack Query keys of the calendar; everything under `calendar`, so a change refreshes every view of it. */
export const calendarKeys = {
  all: ["calendar"] as const,
  /** Every shown range (the page's and the widget's). */
  ranges: ["calendar", "range"] as const,
  range: (scope: CalendarScope, owner: string, from: string, to: string) =>
    ["calendar", "range", scope, owner, from, to] as const,
  event: (id: string) => ["calendar", "event", id] as const,
  feed: (userId: string) => ["calendar", "feed", userId] as const,
};

/** Every caller shows its own failures in place (a dialog's callout, a toast after a drag). */
const quiet = { no_show: true } as const;

/** The calendar's calls (rules-calls-errors-spec §7 Events), from contracts/calendar/routes.ts. */
export const calendarApi = {
  /** Days in the viewer's zone, both included. */
  mine: (client: string, user: string, from: string, to: string) =>
    callRoute(routes.mine, { params: { client, user }, query: { from, to, tz: browserZone() } }, quiet),
  company: (client: string, from: string, to: string) =>
    callRoute(routes.company, { params: { id: client }, query: { from, to, tz: browserZone() } }, quiet),
  get: (id: string) => callRoute(routes.get, { params: { id } }, quiet),
  create: (body: EventInput) => callRoute(routes.create, { body }, quiet),
  createSeries: (body: OccurrenceInput & RuleInput) => callRoute(routes.createSeries, { body }, quiet),
  update: (id: string, body: OccurrenceInput) => callRoute(routes.update, { params: { id }, body }, quiet),
  updateSeries: (id: string, body: SeriesInput) => callRoute(routes.updateSeries, { params: { id }, body }, quiet),
  remove: (id: string) => callRoute(routes.remove, { params: { id } }, quiet),
  removeSeries: (id: string, scope: Exclude<SeriesScope, "this">) =>
    callRoute(routes.removeSeries, { params: { id }, query: { scope } }, quiet),
  ics: (id: string) => callRoute(routes.ics, { params: { id } }, quiet),
  feed: () => callRoute(routes.feed, {}, quiet),
  renewFeed: () => callRoute(routes.renewFeed, {}, quiet),
  revokeFeed: () => callRoute(routes.revokeFeed, {}, quiet),
};
