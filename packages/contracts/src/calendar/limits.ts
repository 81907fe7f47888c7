import { limits } from "../limits";

/** The calendar's limits (product-spec §9; the rest are this product's). */
export const calendarLimits = {
  nameMin: limits.eventNameMin,
  nameMax: limits.eventNameMax,
  descriptionMax: 5000,
  commentMax: 1000,
  linkMax: 1000,
  /** People named one by one; larger crowds are an audience (a department, a city, everyone). */
  peopleMax: 100,
  audiencesMax: 10,
  intervalMax: 99,
  /** Occurrences of one series: a daily event for a year. */
  occurrencesMax: 366,
  /** The furthest a series may run from its first day. */
  seriesYearsMax: 5,
  /** The widest range one list call answers (the year view). */
  rangeDaysMax: 371,
  /** Occurrences one list call answers at most (`truncated` beyond). */
  listMax: 2000,
  /** The in-app warning (spec §9): under 10 minutes before the start. */
  warningMs: limits.eventWarningMs,
} as const;
