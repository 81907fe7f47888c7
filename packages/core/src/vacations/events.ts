import { publishAfterWrite, type DomainEvent } from "../events";

/** What happened to a vacation: the subscriber tells the people concerned and keeps its reminder. */
export type VacationChange = "planned" | "requested" | "moved" | "cancelled" | "approved" | "declined" | "adjusted";

export interface VacationEventDetails {
  "vacation.changed": {
    userId: string;
    /** None: the balance alone changed (an adjustment). */
    vacationId: string | null;
    change: VacationChange;
    by: string;
    start: string;
    end: string;
    days: number;
    approverId?: string;
    reason?: string;
  };
}

export type VacationEvent = DomainEvent<"vacation.changed", VacationEventDetails["vacation.changed"]>;

/** Published after the write committed. */
export async function vacationChanged(
  clientId: string,
  detail: VacationEventDetails["vacation.changed"],
): Promise<void> {
  await publishAfterWrite([{ type: "vacation.changed", tenantId: clientId, detail } satisfies VacationEvent]);
}
