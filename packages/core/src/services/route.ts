import type { Actor } from "@intranet/contracts";
import type { RequestStepView, StoredStep } from "@intranet/contracts/services";
import { addBusinessDays } from "date-fns";
import { named, type NamedCommit, type TransactionEntities } from "../db";
import { AppError } from "../platform";
import { chiefsOf } from "../structure";
import { notActiveAmong } from "../users";
import { peopleOfSteps } from "./checks";
import type { ServiceRequestRecord } from "./request.entity";

/** A step's due date: its day limit in working days (Monday to Friday) from when it became current. */
export const dueAfter = (from: Date, days: number): string | undefined =>
  days > 0 ? addBusinessDays(from, days).toISOString() : undefined;

/**
 * Who answers each step, resolved once when the request starts (docs/modules/services.md): the
 * initiator, their direct chief (`services.chief_not_found` when nobody heads a department above
 * them), or the named people, who must still work here (`services.performer_left`).
 */
export async function resolvePerformers(
  clientId: string,
  initiator: Actor,
  steps: readonly StoredStep[],
): Promise<string[][]> {
  const needsChief = steps.some((step) => step.performer.kind === "chief");
  const chief = needsChief ? (await chiefsOf(clientId, initiator.userId)).chiefs[0]?.userId : undefined;
  if (needsChief && !chief) throw new AppError("services.chief_not_found");
  const named = peopleOfSteps(steps);
  if (named.length && (await notActiveAmong(clientId, [...new Set(named)])).length)
    throw new AppError("services.performer_left");
  return steps.map((step) => {
    switch (step.performer.kind) {
      case "initiator":
        return [initiator.userId];
      case "chief":
        return [chief!];
      case "user":
        return [step.performer.userId];
      case "users":
        return [...new Set(step.performer.userIds)];
    }
  });
}

/** A step made current now: its state, start and due date. */
export function entered(step: RequestStepView, at: Date): RequestStepView {
  const dueAt = dueAfter(at, step.dayLimit);
  const { dueAt: _old, ...rest } = step;
  return { ...rest, state: "current", startedAt: at.toISOString(), ...(dueAt ? { dueAt } : {}) };
}

/**
 * The inbox items of a move: the left step's performers' deleted, the reached step's put (a
 * person in both keeps one item, rewritten: one transaction may not touch an item twice).
 */
export function inboxCommits(
  e: TransactionEntities,
  request: Pick<ServiceRequestRecord, "clientId" | "requestId">,
  left: RequestStepView | undefined,
  reached: RequestStepView | undefined,
): NamedCommit[] {
  const { clientId, requestId } = request;
  const staying = new Set(reached?.performers ?? []);
  const deletes = (left?.performers ?? [])
    .filter((userId) => !staying.has(userId))
    .map((userId) => named(`inbox:delete:${userId}`, e.serviceInbox.delete({ clientId, userId, requestId }).commit()));
  const puts = (reached?.performers ?? []).map((userId) =>
    named(
      `inbox:put:${userId}`,
      e.serviceInbox
        .put({
          clientId,
          userId,
          requestId,
          stepId: reached!.id,
          since: reached!.startedAt ?? new Date().toISOString(),
          ...(reached!.dueAt ? { dueAt: reached!.dueAt } : {}),
        })
        .commit(),
    ),
  );
  return [...deletes, ...puts];
}
