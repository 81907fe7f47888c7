import type { BalanceView, VacationView } from "@intranet/contracts/vacations";
import type { VacationBalanceRecord } from "./balance.entity";
import type { Standing } from "./access";
import type { VacationRecord } from "./vacation.entity";

export const balanceView = (
  userId: string,
  balance: Pick<VacationBalanceRecord, "days" | "pending"> | undefined,
): BalanceView => ({
  userId,
  days: balance?.days ?? 0,
  pending: balance?.pending ?? 0,
});

/**
 * What the caller may do with a vacation: editors anything; the person moves or cancels it until it
 * begins (a declined one only goes away); a chief (or an editor) decides a pending one — never their own.
 */
export function canOf(vacation: VacationRecord, standing: Standing, today: string): VacationView["can"] {
  const notBegun = vacation.start > today;
  const own = standing.self && vacation.status !== "declined" && notBegun;
  return {
    edit: vacation.status !== "declined" && (standing.editor || own),
    cancel: standing.editor || (standing.self && (notBegun || vacation.status === "declined")),
    decide: vacation.status === "pending" && !standing.self && (standing.chief || standing.editor),
  };
}

export const vacationView = (vacation: VacationRecord, can: VacationView["can"]): VacationView => ({
  _id: vacation.vacationId,
  userId: vacation.userId,
  start: vacation.start,
  end: vacation.end,
  days: vacation.days,
  status: vacation.status,
  comment: vacation.comment,
  createdBy: vacation.createdBy,
  decidedBy: vacation.decidedBy ?? null,
  reason: vacation.reason ?? null,
  revision: vacation.revision,
  can,
});
