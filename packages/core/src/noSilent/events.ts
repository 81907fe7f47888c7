import { publishAfterWrite, type DomainEvent } from "../events";

/**
 * The module's bus events, published after their write committed. Ids only, and never a person
 * for an anonymous report: the subscriber re-reads the report and learns whether it is named.
 */
export interface ReportEventDetails {
  /** A new report: its recipients are notified. */
  "report.received": { reportId: string };
  /** The reporter added to it (by code or as a named author): its recipients are notified. */
  "report.reporter_wrote": { reportId: string; revision: number };
  /** A recipient moved it or wrote in it: a named report's author is notified (an anonymous one never). */
  "report.answered": { reportId: string; revision: number };
}

export type ReportEventType = keyof ReportEventDetails;
export type ReportEvent = { [T in ReportEventType]: DomainEvent<T, ReportEventDetails[T]> }[ReportEventType];
export const reportEventTypes: ReportEventType[] = ["report.received", "report.reporter_wrote", "report.answered"];

export async function publish(...events: ReportEvent[]): Promise<void> {
  await publishAfterWrite(events);
}
