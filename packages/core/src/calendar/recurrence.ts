// rrule-temporal uses the global Temporal when there is one: the same implementation as zoned.ts
// (set before the rules below load rrule-temporal).
import "temporal-polyfill/global";

/**
 * Repetition (spec §3), shared with the SPA's preview: see contracts' calendar/recurrence. Loaded
 * only with `await import("./recurrence")` (rrule-temporal and the Temporal polyfill are heavy).
 */
export { expandDays, ruleText, seriesDays, type Expansion } from "@intranet/contracts/calendar/recurrence";
