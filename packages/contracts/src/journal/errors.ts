import type { ErrorStatuses } from "../error-map";

/** The audit journal (`journal.*`). */
export const journalErrors = {
  "journal.period_invalid": 400,
} as const satisfies ErrorStatuses;
