import {
  deleteSeriesQuerySchema,
  eventBodySchema,
  eventClientParamsSchema,
  eventClientUserParamsSchema,
  eventParamsSchema,
  eventRangeQuerySchema,
  feedTokenParamsSchema,
  periodicEventBodySchema,
  updateEventBodySchema,
  updateSeriesBodySchema,
} from "./schemas";
import { answer, defineRoutes } from "../route";
import type { CalendarFeedView, EventIcsView, EventRangeView, EventView } from "./views";

const access = "calendar" as const;

/**
 * The calendar (rules spec §7 Events), for the `calendar` right; creating needs `events_create`.
 * An event the caller may not see (not its organizer, not invited, not an admin) is not found (404).
 * Ids in paths are occurrence ids: a one-off event is its own single occurrence.
 */
export const calendarRoutes = defineRoutes("calendar", {
  mine: {
    method: "GET",
    path: "/api/user/{client}/events/access_for/{user}",
    access,
    summary: "The caller's calendar for a range of days: what they organize or are invited to",
    params: eventClientUserParamsSchema,
    query: eventRangeQuerySchema,
    answer: answer<EventRangeView>(),
  },
  company: {
    method: "GET",
    path: "/api/event/byClient/{id}",
    access: "admin",
    summary: "Every event of the company in a range of days (administrators)",
    params: eventClientParamsSchema,
    query: eventRangeQuerySchema,
    answer: answer<EventRangeView>(),
  },
  get: {
    method: "GET",
    path: "/api/event/{id}",
    access,
    summary: "One occurrence with its event's details, members and rule",
    params: eventParamsSchema,
    answer: answer<EventView>(),
  },
  create: {
    method: "POST",
    path: "/api/event",
    access: "events_create",
    summary: "Creates an event, or a series when it repeats; the members are invited",
    body: eventBodySchema,
    answer: answer<EventView>(),
  },
  update: {
    method: "PUT",
    path: "/api/event/{id}",
    access,
    summary: "Changes one occurrence (or a one-off event): organizer or admin; members are told",
    params: eventParamsSchema,
    body: updateEventBodySchema,
    answer: answer<EventView>(),
  },
  remove: {
    method: "DELETE",
    path: "/api/event/{id}",
    access,
    summary: "Cancels one occurrence (or a one-off event); the rest of a series stays",
    params: eventParamsSchema,
    answer: answer<void>(),
  },
  createSeries: {
    method: "POST",
    path: "/api/periodic_event",
    access: "events_create",
    summary: "Creates a series: its occurrences are separate records",
    body: periodicEventBodySchema,
    answer: answer<EventView>(),
  },
  updateSeries: {
    method: "PUT",
    path: "/api/periodic_event/{id}",
    access,
    summary: "Changes a series from this occurrence on (it splits there) or all of it",
    params: eventParamsSchema,
    body: updateSeriesBodySchema,
    answer: answer<EventView>(),
  },
  removeSeries: {
    method: "DELETE",
    path: "/api/periodic_event/{id}",
    access,
    summary: "Cancels a series from this occurrence on (?scope=following) or all of it",
    params: eventParamsSchema,
    query: deleteSeriesQuerySchema,
    answer: answer<void>(),
  },
  ics: {
    method: "GET",
    path: "/api/event/{id}/ics",
    access,
    summary: "The event (or its whole series) as an iCalendar file",
    params: eventParamsSchema,
    answer: answer<EventIcsView>(),
  },
  feed: {
    method: "GET",
    path: "/api/calendar/feed",
    access,
    summary: "The caller's private iCalendar feed address (null until turned on)",
    answer: answer<CalendarFeedView>(),
  },
  renewFeed: {
    method: "POST",
    path: "/api/calendar/feed",
    access,
    summary: "Turns the private feed on with a new secret address; the old one stops working",
    answer: answer<CalendarFeedView>(),
  },
  revokeFeed: {
    method: "DELETE",
    path: "/api/calendar/feed",
    access,
    summary: "Turns the private feed off",
    answer: answer<void>(),
  },
  icalFeed: {
    method: "GET",
    path: "/api/calendar/ical/{token}",
    access: "public",
    summary: "A person's events as text/calendar for calendar apps; the secret token is the key",
    params: feedTokenParamsSchema,
    answer: answer<string>(),
  },
});
