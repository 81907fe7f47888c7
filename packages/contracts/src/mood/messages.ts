import type { ErrorMessages } from "../error-map";
import type { moodErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
export const moodErrorMessages: ErrorMessages<typeof moodErrors> = {
  "mood.bad_rating": "Mood is rated from 1 to 10",
  "mood.bad_period": "The period is one or two weeks",
  "mood.bad_day": "That day is not today",
  "mood.already_rated": "Your mood for today is already in",
  "mood.not_asked": "The mood meter is off for you",
};
