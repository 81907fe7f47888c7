import type { Actor, ErrorCode, FeatureRight } from "@intranet/contracts";
import type { HrBadRow, HrField } from "@intranet/contracts/hrImport";
import { ONCE, named, writeTransaction } from "../db";
import { AppError, isAppError, mapLimited } from "../platform";
import { journalCommit } from "../journal";
import { creationConflict, creationFact, publishUserChanged, updateUser, userCreationCommits } from "../users";
import { db } from "./entities";
import type { HrmRecord } from "./hrm-record.entity";
import { newPersonRecord } from "./new-person";
import { claimNumber, numberCommits, releaseNumber } from "./numbers";
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
 * Writes the actions: each new person atomically with its guards (email, login, personnel number)
 * and import record (one transaction), each changed person through the users module's update (its
 * rules, guards and event), then their record; unchanged people only get their record when it
 * differs. A matched person's new personnel number is claimed first (a number held by someone else
 * fails the row and writes nothing), the one their record held before is freed with the record.
 * Idempotent: a second run plans no writes at all. New people are announced by `user.changed`.
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
        const number = action.values.personnelNumber;
        const outcome = await writeTransaction(
          (entities) => [
            ...userCreationCommits(entities, user),
            ...(number ? [numberCommits.claim(entities, "guard.number", context.clientId, number, user.userId)] : []),
            named("record", entities.hrmRecord.put(recordOf(user.userId, action.values)).commit()),
            journalCommit(entities, context.actor, context.clientId, creationFact(user, "import")),
          ],
          ONCE,
        );
        if (outcome.failed("guard.number")) throw new AppError("hrimport.personnel_number_taken");
        if (!outcome.ok) throw creationConflict(outcome) ?? new AppError("common.conflict");
        createdIds.push(user.userId);
        result.created++;
        return;
      }
      if (action.claimNumber) await claimNumber(context.clientId, action.claimNumber, action.userId);
      if (action.kind === "update")
        await updateUser(context.actor, action.userId, action.changes, { departmentAsImported: true }).catch(
          async (error: unknown) => {
            if (action.claimNumber) await releaseNumber(context.clientId, action.claimNumber, action.userId);
            throw error;
          },
        );
      if (action.recordChanged) await writeRecord(context.clientId, recordOf(action.userId, action.values), action);
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

/**
 * Puts a matched person's record; when the row changed their personnel number, the number the
 * record held is freed in the same transaction (if they hold its guard: a guard of someone else,
 * left by an import before guards existed, stays theirs and the record is put alone).
 */
async function writeRecord(
  clientId: string,
  record: HrmRecord,
  action: { releaseNumber?: string; userId: string },
): Promise<void> {
  const put = () => db().entities.hrmRecord.put(record).go({ response: "none" });
  if (!action.releaseNumber) {
    await put();
    return;
  }
  const outcome = await writeTransaction((entities) => [
    named("record", entities.hrmRecord.put(record).commit()),
    numberCommits.release(entities, "release", clientId, action.releaseNumber!, action.userId),
  ]);
  if (outcome.ok) return;
  if (!outcome.failed("release")) throw new AppError("common.conflict");
  await put();
}

const fieldOf = (code: ErrorCode): HrField | "row" =>
  code === "employees.email_exists" || code === "employees.login_taken"
    ? "email"
    : code === "hrimport.personnel_number_taken"
      ? "personnelNumber"
      : "row";
