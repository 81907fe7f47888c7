import type { ErrorStatuses } from "../error-map";

/** The calendar (`calendar.*`): rules-calls-errors-spec §5 Events and §8 (cannot create; date in the past; delete error). */
export const calendarErrors = {
  "calendar.not_found": 404,
  "calendar.create_denied": 403,
  "calendar.edit_denied": 403,
  "calendar.name_required": 400,
  "calendar.name_too_short": 400,
  "calendar.name_too_long": 400,
  "calendar.description_too_long": 400,
  "calendar.date_required": 400,
  "calendar.time_required": 400,
  "calendar.date_in_past": 400,
  "calendar.time_in_past": 400,
  "calendar.end_before_start": 400,
  "calendar.time_zone_invalid": 400,
  "calendar.members_required": 400,
  "calendar.too_many_members": 400,
  "calendar.link_invalid": 400,
  "calendar.comment_too_long": 400,
  "calendar.repeat_incomplete": 400,
  "calendar.repeat_count": 400,
  "calendar.too_many_occurrences": 400,
  "calendar.not_recurring": 409,
  "calendar.edit_conflict": 409,
  "calendar.range_invalid": 400,
  "calendar.delete_error": 500,
} as const satisfies ErrorStatuses;
