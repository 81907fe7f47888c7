import { publishAfterWrite, type DomainEvent } from "../events";

/**
 * The vacancies' bus events (`vacancy.<past tense>`), published after their write committed. Ids
 * only: subscribers re-read.
 */
export interface VacancyEventDetails {
  /** Created, edited, closed or reopened: search re-reads it. */
  "vacancy.changed": { vacancyId: string };
  /** Gone: search drops it; the subscriber purges its responses and their CVs. */
  "vacancy.deleted": { vacancyId: string };
  /** A response: its recipients (or every admin) are notified (section `resp`). */
  "vacancy.responded": { vacancyId: string; responseId: string; userId: string };
}

export type VacancyEventType = keyof VacancyEventDetails;
export type VacancyEvent = { [T in VacancyEventType]: DomainEvent<T, VacancyEventDetails[T]> }[VacancyEventType];
export const vacancyEventTypes: VacancyEventType[] = ["vacancy.changed", "vacancy.deleted", "vacancy.responded"];

export async function publish(...events: VacancyEvent[]): Promise<void> {
  await publishAfterWrite(events);
}
