import {
  createEvent,
  eventIcs,
  feedOf,
  getEvent,
  icalFeed,
  listCompany,
  listMine,
  removeOccurrence,
  removeSeries,
  renewFeed,
  revokeFeed,
  updateOccurrence,
  updateSeries,
} from "@intranet/core/calendar";
import { calendarRoutes } from "@intranet/contracts/calendar";
import { areaHandler } from "../http/area";
import { reply, textReply } from "../http/reply";
import "../calendar-entries";

/** The calendar's Lambda: thin, each route calls the calendar module's service. */
export const handler = areaHandler(calendarRoutes, {
  mine: ({ actor, params, query }) => listMine(actor, params.client, params.user, query),
  company: ({ actor, params, query }) => listCompany(actor, params.id, query),
  get: ({ actor, params }) => getEvent(actor, params.id),
  create: async ({ actor, body }) => reply(201, await createEvent(actor, body)),
  update: ({ actor, params, body }) => updateOccurrence(actor, params.id, body),
  remove: async ({ actor, params }) => {
    await removeOccurrence(actor, params.id);
    return reply(204);
  },
  createSeries: async ({ actor, body }) => reply(201, await createEvent(actor, body)),
  updateSeries: ({ actor, params, body }) => updateSeries(actor, params.id, body),
  removeSeries: async ({ actor, params, query }) => {
    await removeSeries(actor, params.id, query.scope);
    return reply(204);
  },
  ics: ({ actor, params }) => eventIcs(actor, params.id),
  feed: ({ actor }) => feedOf(actor),
  renewFeed: async ({ actor }) => reply(201, await renewFeed(actor)),
  revokeFeed: async ({ actor }) => {
    await revokeFeed(actor);
    return reply(204);
  },
  // Calendar apps poll this address; a private, per-person answer that caches must not keep.
  icalFeed: async ({ params }) =>
    textReply(200, await icalFeed(params.token), "text/calendar; charset=utf-8", {
      "cache-control": "private, no-store",
      "content-disposition": 'inline; filename="calendar.ics"',
    }),
});
