import type { HistoryAction } from "@intranet/contracts/services";
import { publishAfterWrite, type DomainEvent } from "../events";

/**
 * The services module's bus events (`service.<past tense>`), published after their write
 * committed. Ids only: subscribers re-read.
 */
export interface ServiceEventDetails {
  /** A service created or edited: search re-reads it. */
  "service.changed": { serviceId: string };
  "service.deleted": { serviceId: string };
  /**
   * A request moved (started, approved, declined, returned, resubmitted, withdrawn) or was commented:
   * its people are notified and pushed, its timer set, search re-reads it. `revision` is the request's
   * after the move, so a subscriber that re-reads a later one knows it is late.
   */
  "service.request_moved": {
    requestId: string;
    action: Exclude<HistoryAction, "reminded" | "overdue">;
    actorId: string;
    revision: number;
    /** The step the action was on (absent for a comment on a finished step… or start). */
    stepId?: string;
  };
}

export type ServiceEventType = keyof ServiceEventDetails;
export type ServiceEvent = { [T in ServiceEventType]: DomainEvent<T, ServiceEventDetails[T]> }[ServiceEventType];
export const serviceEventTypes: ServiceEventType[] = ["service.changed", "service.deleted", "service.request_moved"];

export async function publish(...events: ServiceEvent[]): Promise<void> {
  await publishAfterWrite(events);
}
