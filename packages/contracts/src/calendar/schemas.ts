/**
 * The calendar (product-spec §2 /calendar/, §3 Event, §4 Calendar event, §9; rules-calls-errors-spec
 * §5 Events, §7 Events): one-off events and series. An event happens on one day, from a start to an
 * end time, in the organizer's time zone; a series repeats it by a rule (period, interval, weekdays,
 * an end date or a count) and is stored as separate occurrences (spec §3), so a month is one read.
 * Shared by the API and the SPA.
 */
import * as z from "zod/mini";
import { audienceSchema } from "../audiences/schemas";
import { calendarLimits } from "./limits";
import { idSchema, isExternalUrl, isoDateSchema } from "../validation";

export { calendarLimits } from "./limits";

/** Event colours: names, so the SPA chooses shades that read in light and dark themes. */
export const eventColors = ["blue", "green", "orange", "red", "violet", "turquoise", "gold", "gray"] as const;
export type EventColor = (typeof eventColors)[number];

export const repeatPeriods = ["day", "week", "month", "year"] as const;
export type RepeatPeriod = (typeof repeatPeriods)[number];
/** ISO order, Monday first (RFC 5545 BYDAY codes). */
export const weekdays = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof weekdays)[number];

const timeSchema = z
  .string({ error: "calendar.time_required" })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "calendar.time_required"));
const dateSchema = z.string({ error: "calendar.date_required" }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, "calendar.date_required"),
  z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "calendar.date_required"),
);

/**
 * Repetition (spec §3, rules §5): a period, every `interval` periods, on weekdays (weekly: at
 * least one), until a date or for a count (more than 1) — exactly one of the two.
 */
export const repeatSchema = z
  .object(
    {
      period: z.enum(repeatPeriods, { error: "calendar.repeat_incomplete" }),
      interval: z._default(z.number().check(z.int(), z.gte(1), z.lte(calendarLimits.intervalMax)), 1),
      weekdays: z._default(
        z.array(z.enum(weekdays, { error: "calendar.repeat_incomplete" })).check(z.maxLength(7)),
        [],
      ),
      until: z.optional(dateSchema),
      count: z.optional(z.number({ error: "calendar.repeat_count" }).check(z.int("calendar.repeat_count"))),
    },
    { error: "calendar.repeat_incomplete" },
  )
  .check(
    z.refine((repeat) => repeat.period !== "week" || repeat.weekdays.length > 0, {
      message: "calendar.repeat_incomplete",
      path: ["weekdays"],
    }),
    z.refine((repeat) => (repeat.until === undefined) !== (repeat.count === undefined), {
      message: "calendar.repeat_incomplete",
      path: ["until"],
    }),
    z.refine(
      (repeat) => repeat.count === undefined || (repeat.count > 1 && repeat.count <= calendarLimits.occurrencesMax),
      { message: "calendar.repeat_count", path: ["count"] },
    ),
  );
export type Repeat = z.output<typeof repeatSchema>;
export type RepeatInput = z.input<typeof repeatSchema>;

/** Who is invited: people named one by one and audiences (not working-time bands: no fixed group). */
export const membersSchema = z.object({
  userIds: z._default(
    z.pipe(
      z.array(idSchema).check(z.maxLength(calendarLimits.peopleMax, "calendar.too_many_members")),
      z.transform((ids) => [...new Set(ids)]),
    ),
    [],
  ),
  audiences: z._default(
    z.array(audienceSchema).check(
      z.maxLength(calendarLimits.audiencesMax, "calendar.too_many_members"),
      z.refine((list) => list.every((audience) => audience.kind !== "workingTime"), "calendar.members_required"),
    ),
    [],
  ),
});
export type Members = z.output<typeof membersSchema>;
export type MembersInput = z.input<typeof membersSchema>;

const eventFields = {
  name: z
    .string({ error: "calendar.name_required" })
    .check(
      z.trim(),
      z.minLength(1, "calendar.name_required"),
      z.minLength(calendarLimits.nameMin, "calendar.name_too_short"),
      z.maxLength(calendarLimits.nameMax, "calendar.name_too_long"),
    ),
  description: z._default(
    z.string().check(z.trim(), z.maxLength(calendarLimits.descriptionMax, "calendar.description_too_long")),
    "",
  ),
  /** The day, in the event's time zone. */
  date: dateSchema,
  start: timeSchema,
  end: timeSchema,
  /** IANA zone the times are in (the organizer's browser); checked by the server's Intl. */
  timeZone: z.string({ error: "calendar.time_zone_invalid" }).check(z.trim(), z.minLength(1), z.maxLength(64)),
  color: z._default(z.enum(eventColors), "blue"),
  members: membersSchema,
  /** Web-conference link (rules §5: a valid URL). */
  link: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(calendarLimits.linkMax, "calendar.link_invalid"),
      z.refine((value) => value === "" || isExternalUrl(value), "calendar.link_invalid"),
    ),
    "",
  ),
  comment: z._default(
    z.string().check(z.trim(), z.maxLength(calendarLimits.commentMax, "calendar.comment_too_long")),
    "",
  ),
};

const endAfterStart = () =>
  z.refine<{ start: string; end: string }>((event) => event.end > event.start, {
    message: "calendar.end_before_start",
    path: ["end"],
  });
const hasMembers = () =>
  z.refine<{ members: Members }>((event) => event.members.userIds.length > 0 || event.members.audiences.length > 0, {
    message: "calendar.members_required",
    path: ["members"],
  });

/**
 * A rule whose first occurrence is not the chosen date (a Monday for a rule on Saturdays) is
 * refused (`calendar.date_not_in_repeat`) unless the person saw where it starts and confirmed it.
 */
const confirmFirstOccurrence = z._default(z.boolean(), false);

/**
 * POST /api/event/: one event, or a series when `repeat` is given. The date and start may not be in
 * the past (checked by the server's clock in the event's zone).
 */
export const eventBodySchema = z
  .object({ ...eventFields, repeat: z.optional(repeatSchema), confirmFirstOccurrence })
  .check(endAfterStart(), hasMembers());
export type EventBody = z.output<typeof eventBodySchema>;
export type EventInput = z.input<typeof eventBodySchema>;

/** POST /api/periodic_event: a series; `repeat` is required. */
export const periodicEventBodySchema = z
  .object({ ...eventFields, repeat: repeatSchema, confirmFirstOccurrence })
  .check(endAfterStart(), hasMembers());

/**
 * Which occurrences of a series a change reaches: only this one (it keeps its own fields from then
 * on), this and the following ones (the series splits here), or all of them.
 */
export const seriesScopes = ["this", "following", "all"] as const;
export type SeriesScope = (typeof seriesScopes)[number];

/** PUT /api/event/{id}: this occurrence (or the one-off event) only; `repeat` is not changed here. */
export const updateEventBodySchema = z.object(eventFields).check(endAfterStart(), hasMembers());
export type UpdateEventBody = z.output<typeof updateEventBodySchema>;

/**
 * PUT /api/periodic_event/{id}: the series from this occurrence on (`following`) or all of it. For
 * `all`, `date` is the series' first day (the SPA sends the shifted first day when dragging).
 */
export const updateSeriesBodySchema = z
  .object({ ...eventFields, repeat: repeatSchema, scope: z.enum(["following", "all"]), confirmFirstOccurrence })
  .check(endAfterStart(), hasMembers());
export type UpdateSeriesBody = z.output<typeof updateSeriesBodySchema>;

export const deleteSeriesQuerySchema = z.object({ scope: z._default(z.enum(["following", "all"]), "all") });

export const eventParamsSchema = z.object({ id: idSchema });
export const eventClientParamsSchema = z.object({ id: idSchema });
export const eventClientUserParamsSchema = z.object({ client: idSchema, user: idSchema });

/** A range of days, both included, in the caller's zone (`tz`); at most `rangeDaysMax` days. */
export const eventRangeQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    tz: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), "UTC"),
  })
  .check(
    z.refine((range) => range.from <= range.to, { message: "calendar.range_invalid", path: ["to"] }),
    z.refine(
      (range) =>
        (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000 <
        calendarLimits.rangeDaysMax,
      { message: "calendar.range_invalid", path: ["to"] },
    ),
  );
export type EventRangeQuery = z.output<typeof eventRangeQuerySchema>;

/** The private iCalendar feed (GET /api/calendar/ical/{token}): a long random token. */
export const feedTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,80}(\.ics)?$/, "common.not_found")),
});
