import type { Actor, ErrorCode } from "@intranet/contracts";
import type { StructBadRow, StructField } from "@intranet/contracts/hrImport";
import type { StructureType } from "@intranet/contracts/structure";
import { batchWrite } from "../db";
import { importDepartments, type DepartmentDraft, type DraftParent } from "../structure";
import { db } from "./entities";
import type { HrmDept } from "./dept-code.entity";
import type { StructAction, StructParent, StructPlan } from "./struct-plan";

export interface StructApplyContext {
  actor: Actor;
  clientId: string;
  type: StructureType;
  fileId: string;
  /** The name of the root the import creates in an empty type (the company's). */
  rootName: string;
}

export interface StructApplied {
  /** The actions that were written (a row refused at write time is in `failed` instead). */
  written: StructAction[];
  failed: StructBadRow[];
}

const ROOT = "root";
const keyOf = (row: number) => `row:${row}`;
const draftParent = (parent: StructParent): DraftParent =>
  "deptId" in parent ? { deptId: parent.deptId } : "row" in parent ? { key: keyOf(parent.row) } : { key: ROOT };

/**
 * Writes a plan through the structure module (`importDepartments`: its rules, checked again on the
 * tree as it is at write time, and its events), then the codes of the departments created or
 * matched, so the next import finds them. Unchanged rows write at most their code.
 */
export async function applyStructPlan(context: StructApplyContext, plan: StructPlan): Promise<StructApplied> {
  const drafts: DepartmentDraft[] = plan.newRoot ? [{ key: ROOT, name: context.rootName }] : [];
  for (const action of plan.actions) {
    if (action.kind === "unchanged") continue;
    drafts.push({
      key: keyOf(action.row),
      ...(action.deptId ? { deptId: action.deptId } : {}),
      ...(action.parent ? { parent: draftParent(action.parent) } : {}),
      ...(action.name !== undefined ? { name: action.name } : {}),
      ...(action.description !== undefined ? { description: action.description } : {}),
      ...(action.headUserId ? { headUserId: action.headUserId } : {}),
    });
  }
  const result = drafts.length
    ? await importDepartments(context.actor, context.type, drafts)
    : { created: new Map<string, string>(), failed: new Map<string, ErrorCode>(), headsFailed: new Map() };

  const importedAt = new Date().toISOString();
  const codes: HrmDept[] = [];
  const written: StructAction[] = [];
  const failed: StructBadRow[] = [];
  for (const action of plan.actions) {
    const key = keyOf(action.row);
    const refused = result.failed.get(key);
    const headRefused = result.headsFailed.get(key);
    const deptId = action.deptId ?? result.created.get(key);
    if (action.code && action.codeChanged && deptId)
      codes.push({
        clientId: context.clientId,
        type: context.type,
        code: action.code,
        deptId,
        fileId: context.fileId,
        importedAt,
      });
    if (refused) failed.push({ row: action.row, reasons: [{ field: fieldOf(refused), code: refused }] });
    else if (headRefused) failed.push({ row: action.row, reasons: [{ field: "head", code: headRefused }] });
    else written.push(action);
  }
  if (codes.length)
    await batchWrite((items) => db().entities.hrmDept.put(items).go(), codes, ["clientId", "type", "code"]);
  return { written, failed };
}

const parentCodes: readonly ErrorCode[] = [
  "structure.parent_not_found",
  "structure.move_into_child",
  "structure.move_into_itself",
  "structure.root_cannot_move",
];

const fieldOf = (code: ErrorCode): StructField | "row" => (parentCodes.includes(code) ? "parentCode" : "row");
