import type { ErrorStatuses } from "../error-map";

/** The mood meter (`mood.*`): rules spec §7 Mood (a failed mood export is `clients.mood_export_error`). */
export const moodErrors = {
  "mood.bad_rating": 400,
  "mood.bad_period": 400,
  "mood.bad_day": 400,
  "mood.already_rated": 409,
  "mood.not_asked": 403,
} as const satisfies ErrorStatuses;
