import type { ErrorMessages } from "../error-map";
import type { calendarErrors } from "./errors";
import { calendarLimits } from "./limits";

/** English messages of the calendar's codes (rules spec §5 Events, §8). */
export const calendarErrorMessages = {
  "calendar.not_found": "Event not found",
  "calendar.create_denied": "You cannot create events",
  "calendar.edit_denied": "Only the organizer or an administrator can change this event",
  "calendar.name_required": "Enter the event name",
  "calendar.name_too_short": `The event name must be longer than ${calendarLimits.nameMin - 1} characters`,
  "calendar.name_too_long": `The event name must be at most ${calendarLimits.nameMax} characters`,
  "calendar.description_too_long": `The description must be at most ${calendarLimits.descriptionMax} characters`,
  "calendar.date_required": "Choose the date",
  "calendar.time_required": "Enter the start and end time",
  "calendar.date_in_past": "The date is in the past",
  "calendar.time_in_past": "This time has already passed today",
  "calendar.end_before_start": "The end must be after the start",
  "calendar.time_zone_invalid": "Unknown time zone",
  "calendar.members_required": "Invite at least one person or group",
  "calendar.too_many_members": `Invite at most ${calendarLimits.peopleMax} people by name; use a department or everyone for more`,
  "calendar.link_invalid": "The conference link must be a valid web address",
  "calendar.comment_too_long": `The comment must be at most ${calendarLimits.commentMax} characters`,
  "calendar.repeat_incomplete": "Choose how the event repeats: the period, the weekdays and an end date or a count",
  "calendar.repeat_count": `The number of repetitions must be more than 1 and at most ${calendarLimits.occurrencesMax}`,
  "calendar.too_many_occurrences": `A series may have at most ${calendarLimits.occurrencesMax} occurrences within ${calendarLimits.seriesYearsMax} years`,
  "calendar.date_not_in_repeat":
    "The chosen date is not one of the repeat's days: choose a date it includes, or confirm that the series starts on its first occurrence",
  "calendar.not_recurring": "This event does not repeat",
  "calendar.edit_conflict": "The event was changed meanwhile: reload it and try again",
  "calendar.range_invalid": "Choose a period of at most a year",
  "calendar.delete_error": "The event could not be deleted",
} as const satisfies ErrorMessages<typeof calendarErrors>;
