/** The calendar module's door (issue 10): events and series, ranges, the feed, reminders, search. */
export { calendarEntities } from "./entities";
export { type CalendarChange, type CalendarEvent, type CalendarEventDetails, calendarEventTypes } from "./events";
export { createEvent } from "./create";
export { datedEntriesOf, registerDatedEntriesLoader, type DatedEntrySource } from "./dated";
export { feedOf, icalFeed, renewFeed, revokeFeed } from "./feed";
export { getEvent } from "./get";
export { eventIcs } from "./ics";
export { listCompany, listMine } from "./list";
export { REMINDER_JOB, sendEventReminder } from "./reminders";
export { removeOccurrence, removeSeries } from "./remove";
export { calendarSearchSource } from "./search-source";
export { updateSeries } from "./series";
export { handleCalendarEvent } from "./subscriber";
export { updateOccurrence } from "./update";
