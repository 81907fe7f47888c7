import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { LoadStructBody, StructImportReport } from "@intranet/contracts/hrImport";
import { loadClient } from "../clients";
import { AppError, tenantOfPath } from "../platform";
import { parseStructFile } from "./parse";
import { readImportFile } from "./read-file";
import { applyStructPlan } from "./struct-apply";
import { planStructure, type StructAction } from "./struct-plan";
import { structState } from "./struct-state";
import { checkStructRow, markStructDuplicates, structBadRowOf } from "./struct-validate";

const counts = (actions: StructAction[]) => {
  const count = (kind: StructAction["kind"]) => actions.filter((action) => action.kind === kind).length;
  return { created: count("create"), updated: count("update"), moved: count("move"), unchanged: count("unchanged") };
};

/**
 * POST /api/structure/load_struct (admins): a departments file (docs/hr-import.md, "Departments")
 * checked row by row and against one structure type, then previewed or applied as `load_hrm` is:
 * `apply` writes only when no row is bad, or with `skipBadRows` the good ones (a row under a bad
 * one is bad too); refused, it changes nothing (`hrimport.bad_rows`). The same file twice changes
 * nothing; departments the file does not name are left as they are.
 */
export async function loadStruct(actor: Actor, body: LoadStructBody): Promise<StructImportReport> {
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
  const clientId = tenantOfPath(actor, body.client_id);
  const rows = (await parseStructFile(await readImportFile(clientId, body.fileId))).map(checkStructRow);
  markStructDuplicates(rows);
  const plan = planStructure(rows, await structState(clientId, body.type, rows), body.type === "administrative");
  const bad = rows.filter((row) => row.reasons.length).map(structBadRowOf);
  if (body.mode === "preview") return { rows: rows.length, ...counts(plan.actions), bad, applied: false };
  if (bad.length && !body.skipBadRows) throw new AppError("hrimport.bad_rows", { count: bad.length });

  const rootName = plan.newRoot ? (await loadClient(clientId)).name : "";
  const applied = await applyStructPlan({ actor, clientId, type: body.type, fileId: body.fileId, rootName }, plan);
  return {
    rows: rows.length,
    ...counts(applied.written),
    bad: [...bad, ...applied.failed].sort((a, b) => a.row - b.row),
    applied: true,
  };
}
