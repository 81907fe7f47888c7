import type { ReportSummary } from "@intranet/contracts/noSilent";
import { addDays, addMonths, format, parseISO } from "date-fns";

/**
 * The clock a report's recipients are on (EU Directive 2019/1937, art. 9): acknowledge it within 7
 * days of its receipt, and give the reporter feedback within 3 months. Both days are YYYY-MM-DD.
 */
export interface ReportDeadline {
  kind: "acknowledge" | "feedback";
  due: string;
  overdue: boolean;
}

const day = (date: Date) => format(date, "yyyy-MM-dd");

/** The deadline of a report still waiting for its recipients (received: acknowledge; in review: feedback). */
export function reportDeadline(report: Pick<ReportSummary, "day" | "status">, today: string): ReportDeadline | null {
  const received = parseISO(report.day);
  const deadline =
    report.status === "received"
      ? { kind: "acknowledge" as const, due: day(addDays(received, 7)) }
      : report.status === "in_review"
        ? { kind: "feedback" as const, due: day(addMonths(received, 3)) }
        : null;
  return deadline && { ...deadline, overdue: deadline.due < today };
}

/** Today (UTC), as the reports' days are kept. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
