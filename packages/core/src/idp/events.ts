import type { IdpJournalAction } from "@intranet/contracts/idp";
import { publishAfterWrite, type DomainEvent } from "../events";

/**
 * The plans' bus event, published after the write committed: `idp.changed` — a plan was made,
 * changed or deleted (`action` "deleted"). The subscriber tells the people, pushes the change to
 * their open pages and sets the plan's timer; search re-reads the plan. `people` are its
 * participants as written (a deleted plan cannot be read any more).
 */
export interface IdpEventDetails {
  "idp.changed": {
    planId: string;
    by: string;
    action: IdpJournalAction | "deleted" | "chiefs";
    /** What makes the change one (the plan's revision, a note's id): its notices are made once. */
    key: string;
    people: string[];
    /** A new observer (told they observe it). */
    observerAdded?: string;
  };
}

export type IdpEventType = keyof IdpEventDetails;
export type IdpEvent = { [T in IdpEventType]: DomainEvent<T, IdpEventDetails[T]> }[IdpEventType];

export async function planChanged(clientId: string, detail: IdpEventDetails["idp.changed"]): Promise<void> {
  await publishAfterWrite([{ type: "idp.changed", tenantId: clientId, detail } satisfies IdpEvent]);
}
