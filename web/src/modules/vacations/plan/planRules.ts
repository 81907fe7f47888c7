import { vacationLimits, type DayCount, type VacationView } from "@intranet/contracts/vacations";
import type { FieldErrors } from "../../../forms/useFormErrors";
import { vacationDays } from "@intranet/contracts/vacations";
import { spanDays } from "../days";

export interface PlanDraft {
  start: string | null;
  end: string | null;
  comment: string;
}
export type PlanField = "start" | "end";

/** What a plan is checked against: the company's counting, the days one may take, today. */
export interface PlanRules {
  count: DayCount;
  /** The balance, with the days of the vacation being changed given back. */
  available: number;
  today: string;
  /** The person's own rules (start after today, within the balance); HR and admins plan past them. */
  ownRules: boolean;
}

/** The balance a plan draws from: a changed vacation's own days (unless declined) count as free again. */
export function availableDays(balance: number, vacation: VacationView | undefined): number {
  return balance + (vacation && vacation.status !== "declined" ? vacation.days : 0);
}

/** The days the drafted period takes, and the balance after it; null until both days make a period. */
export function planFigures(draft: PlanDraft, rules: PlanRules): { days: number; after: number } | null {
  if (!draft.start || !draft.end || draft.end < draft.start) return null;
  const days = vacationDays(draft.start, draft.end, rules.count);
  return { days, after: rules.available - days };
}

/**
 * The rules the server keeps, checked as the person types so that an obviously wrong period is said
 * at once (the server still has the last word): codes of the catalogue, or `plan.required`.
 */
export function checkPlan(draft: PlanDraft, rules: PlanRules): FieldErrors<PlanField> {
  const errors: FieldErrors<PlanField> = {};
  if (!draft.start) errors.start = "plan.required";
  else if (rules.ownRules && draft.start <= rules.today) errors.start = "vacations.date";
  if (!draft.end) errors.end = "plan.required";
  if (!draft.start || !draft.end) return errors;
  const figures = planFigures(draft, rules);
  if (!figures) errors.end = "vacations.bad_range";
  else if (spanDays(draft.start, draft.end) > vacationLimits.lengthMax) errors.end = "vacations.vacation_too_long";
  else if (figures.days === 0) errors.end = "vacations.no_days";
  else if (rules.ownRules && figures.after < 0) errors.end = "vacations.not_enough_days";
  return errors;
}
