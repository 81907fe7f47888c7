import type { Actor, ErrorCode, FeatureRight } from "@intranet/contracts";
import type { HrBadRow, HrField } from "@intranet/contracts/hrImport";
import { ONCE, named, writeTransaction } from "../db";
import { AppError, isAppError, mapLimited } from "../platform";
import { creationConflict, publishUserChanged, updateUser, userCreationCommits } from "../users";
import { db } from "./entities";
import type { HrmRecord } from "./hrm-record.entity";
import { newPersonRecord } from "./new-person";
import type { RowAction } from "./plan";
import type { HrValues } from "./validate";

/** Rows written at once: DynamoDB takes far more, this keeps a Lambda's sockets and memory calm. */
const WRITE_CONCURRENCY = 16;
/** User ids per `user.changed` event (an event's detail stays far below EventBridge's 256 KB). */
const IDS_PER_EVENT = 200;

export interface ApplyContext {
  actor: Actor;
  clientId: string;
  fileId: string;
  defaultRights: FeatureRight[];
}

export interface Applied {
  created: number;
  updated: number;
  unchanged: number;
  /** Rows that failed at write time (a race with another change); nothing of them was written. */
  failed: HrBadRow[];
}

/**
 * Writes the actions: each new person atomically with its guards and import record (one
 * transaction), each changed person through the users module's update (its rules, guards and
 * event), then their record; unchanged people only get their record when it differs. Idempotent:
 * a second run plans no writes at all. New people are announced by `user.changed` (ids only).
 */
export async function applyActions(context: ApplyContext, actions: RowAction[]): Promise<Applied> {
  const result: Applied = { created: 0, updated: 0, unchanged: 0, failed: [] };
  const createdIds: string[] = [];
  const importedAt = new Date().toISOString();
  const recordOf = (userId: string, values: HrValues): HrmRecord => ({
    clientId: context.clientId,
    userId,
    ...values,
    fileId: context.fileId,
    importedAt,
  });

  await mapLimited(actions, WRITE_CONCURRENCY, async (action) => {
    try {
      if (action.kind === "create") {
        const user = newPersonRecord(context.clientId, action.values, context.defaultRights);
        const outcome = await writeTransaction(
          (entities) => [
            ...userCreationCommits(entities, user),
            named("record", entities.hrmRecord.put(recordOf(user.userId, action.values)).commit()),
          ],
          ONCE,
        );
        if (!outcome.ok) throw creationConflict(outcome) ?? new AppError("common.conflict");
        createdIds.push(user.userId);
        result.created++;
        return;
      }
      if (action.kind === "update") await updateUser(context.actor, action.userId, action.changes);
      if (action.recordChanged) await db().entities.hrmRecord.put(recordOf(action.userId, action.values)).go();
      result[action.kind === "update" ? "updated" : "unchanged"]++;
    } catch (error) {
      if (!isAppError(error)) throw error;
      result.failed.push({ row: action.row, reasons: [{ field: fieldOf(error.code), code: error.code }] });
    }
  });

  for (let at = 0; at < createdIds.length; at += IDS_PER_EVENT)
    await publishUserChanged(context.clientId, createdIds.slice(at, at + IDS_PER_EVENT));
  result.failed.sort((a, b) => a.row - b.row);
  return result;
}

const fieldOf = (code: ErrorCode): HrField | "row" =>
  code === "employees.email_exists" || code === "employees.login_taken" ? "email" : "row";
