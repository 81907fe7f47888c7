import type { PollResults, PollView } from "@intranet/contracts/polls";

/**
 * Whether the server would start the poll's Excel export (core/polls/export.ts): for its author
 * and admins, and for an anonymous poll only once its results show at least the minimum of
 * answers (k) — before that the export is refused, so no button is offered.
 */
export function excelAllowed(poll: PollView, overall: PollResults | undefined): boolean {
  if (!poll.can.manage) return false;
  if (poll.type !== "anonymous") return true;
  return overall?.anonymous !== undefined && overall.anonymous.shown >= overall.minimum;
}
