import type { ErrorMessages, ErrorStatuses } from "../error-map";

/** The mood meter (`mood.*`): rules spec §7 Mood (a failed mood export is `clients.mood_export_error`). */
export const moodErrors = {
  "mood.bad_rating": 400,
  "mood.bad_period": 400,
  "mood.bad_day": 400,
  "mood.already_rated": 409,
  "mood.not_asked": 403,
} as const satisfies ErrorStatuses;

export const moodErrorMessages: ErrorMessages<typeof moodErrors> = {
  "mood.bad_rating": "Mood is rated from 1 to 10",
  "mood.bad_period": "The period is one or two weeks",
  "mood.bad_day": "That day is not today",
  "mood.already_rated": "Your mood for today is already in",
  "mood.not_asked": "The mood meter is off for you",
};
