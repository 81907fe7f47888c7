import type { ErrorMessages } from "../error-map";
import type { vacationErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
export const vacationErrorMessages: ErrorMessages<typeof vacationErrors> = {
  "vacations.date": "The start date must be later than today",
  "vacations.overlap": "The vacation overlaps another one",
  "vacations.not_enough_days": "Not enough vacation days",
  "vacations.past_period": "The period is in the past: confirm to save it",
  "vacations.not_found": "Vacation not found",
  "vacations.no_access": "You may not change this person's vacations",
  "vacations.bad_range": "The end must not be before the start",
  "vacations.too_long": "The text is too long",
  "vacations.vacation_too_long": "A vacation lasts at most 90 days",
  "vacations.period_too_long": "Choose a period of at most half a year",
  "vacations.no_days": "The period has no working days",
  "vacations.bad_person": "Choose an active employee of your company",
  "vacations.bad_delta": "The change is a whole number of days, not zero, at most 366",
  "vacations.note_required": "Say why the balance changes",
  "vacations.reason_required": "Say why the request is declined",
  "vacations.started": "A vacation that has begun can be changed only by HR",
  "vacations.already_decided": "This request has already been decided",
  "vacations.already_changed": "Someone changed this vacation meanwhile: look again",
  "vacations.balance_limit": "A balance stays within 366 days",
};
