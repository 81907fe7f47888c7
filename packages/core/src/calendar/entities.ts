import { registerEntities } from "../db";
import { CalEntryEntity } from "./entry.entity";
import { CalEventEntity } from "./event.entity";
import { CalFeedEntity } from "./feed.entity";
import { CalFeedTokenEntity } from "./feed-token.entity";
import { CalReminderGuardEntity } from "./guard.entity";
import { CalOccurrenceEntity } from "./occurrence.entity";

/** The calendar's entities under their (global, stable) service keys. */
export const calendarEntities = {
  calEvent: CalEventEntity,
  calOccurrence: CalOccurrenceEntity,
  calEntry: CalEntryEntity,
  calReminderGuard: CalReminderGuardEntity,
  calFeed: CalFeedEntity,
  calFeedToken: CalFeedTokenEntity,
};

export type CalendarEntities = typeof calendarEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends CalendarEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(calendarEntities);
