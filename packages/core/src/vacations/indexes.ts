import { named, type NamedCommit, type TransactionEntities } from "../db";
import { monthsOf } from "./days";
import type { VacationRecord } from "./vacation.entity";
import { ALL_QUEUE } from "./waiting.entity";

type Shown = Pick<
  VacationRecord,
  "clientId" | "userId" | "vacationId" | "start" | "end" | "days" | "status" | "approverId"
>;

/** The chart's copies of a vacation, one per month it touches (a declined one has none). */
export function monthPuts(e: TransactionEntities, vacation: Shown): NamedCommit[] {
  if (vacation.status === "declined") return [];
  const { clientId, userId, vacationId, start, end, days, status } = vacation;
  return monthsOf(start, end).map((month) =>
    named(
      `month-put-${month}`,
      e.vacationMonth.put({ clientId, month, userId, vacationId, start, end, days, status }).commit(),
    ),
  );
}

/** Removes the chart's copies in the months a vacation no longer touches (`keep`: the months it still does). */
export function monthDeletes(e: TransactionEntities, vacation: Shown, keep: string[] = []): NamedCommit[] {
  const { clientId, userId, vacationId } = vacation;
  return monthsOf(vacation.start, vacation.end)
    .filter((month) => !keep.includes(month))
    .map((month) =>
      named(`month-delete-${month}`, e.vacationMonth.delete({ clientId, month, userId, vacationId }).commit()),
    );
}

const queuesOf = (vacation: Shown) => [ALL_QUEUE, ...(vacation.approverId ? [vacation.approverId] : [])];

/** A pending request's places in the inboxes. */
export function waitingPuts(e: TransactionEntities, vacation: Shown): NamedCommit[] {
  if (vacation.status !== "pending") return [];
  const { clientId, userId, vacationId, start } = vacation;
  return queuesOf(vacation).map((queue) =>
    named(`waiting-put-${queue}`, e.vacationWaiting.put({ clientId, queue, start, vacationId, userId }).commit()),
  );
}

export function waitingDeletes(e: TransactionEntities, vacation: Shown): NamedCommit[] {
  if (vacation.status !== "pending") return [];
  const { clientId, vacationId, start } = vacation;
  return queuesOf(vacation).map((queue) =>
    named(`waiting-delete-${queue}`, e.vacationWaiting.delete({ clientId, queue, start, vacationId }).commit()),
  );
}
