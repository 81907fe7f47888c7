import type { ErrorStatuses } from "../error-map";

/** Vacations (`vacations.*`): rules-calls-errors-spec §5, §7 and §8 Vacations. */
export const vacationErrors = {
  "vacations.date": 400,
  "vacations.overlap": 409,
  "vacations.not_enough_days": 409,
  "vacations.past_period": 409,
  "vacations.not_found": 404,
  "vacations.no_access": 403,
  "vacations.bad_range": 400,
  "vacations.too_long": 400,
  "vacations.vacation_too_long": 400,
  "vacations.period_too_long": 400,
  "vacations.no_days": 400,
  "vacations.bad_person": 400,
  "vacations.bad_delta": 400,
  "vacations.note_required": 400,
  "vacations.reason_required": 400,
  "vacations.started": 409,
  "vacations.already_decided": 409,
  "vacations.already_changed": 409,
  "vacations.balance_limit": 409,
} as const satisfies ErrorStatuses;
