import { isAdminOrAbove, type Actor, type FeatureRight } from "@intranet/contracts";
import type { HrImportReport, LoadHrmBody } from "@intranet/contracts/hrImport";
import { loadClient } from "../clients";
import { AppError, requireTenant } from "../platform";
import { applyActions } from "./apply";
import { writeJournal } from "../journal";
import { numberOwners } from "./numbers";
import { parseHrFile } from "./parse";
import { planRows } from "./plan";
import { readImportFile } from "./read-file";
import { emailOwners, tenantState } from "./state";
import { badRowOf, checkRow, markDuplicates } from "./validate";

/**
 * POST /api/user/load_hrm (admins). Reads the uploaded file, checks every row (the profile's rules,
 * duplicates inside the file), matches rows to people and answers what would change. `apply`
 * writes only when no row is bad, or with `skipBadRows` the good ones; refused, it changes nothing
 * (`hrimport.bad_rows`). Running the same file again plans no change.
 */
export async function loadHrm(actor: Actor, body: LoadHrmBody): Promise<HrImportReport> {
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
  const clientId = requireTenant(actor);
  const rows = (await parseHrFile(await readImportFile(clientId, body.fileId))).map(checkRow);
  markDuplicates(rows);
  const emails = rows.flatMap((row) => (row.values.email ? [row.values.email] : []));
  const numbers = rows.flatMap((row) => (row.values.personnelNumber ? [row.values.personnelNumber] : []));
  const [held, owners] = await Promise.all([numberOwners(clientId, numbers), emailOwners(emails)]);
  const state = await tenantState(clientId, [...held.values()]);
  const actions = planRows(rows, state, owners, held);
  const bad = rows.filter((row) => row.reasons.length).map(badRowOf);
  const count = (kind: string) => actions.filter((action) => action.kind === kind).length;
  const report = {
    rows: rows.length,
    created: count("create"),
    updated: count("update"),
    unchanged: count("unchanged"),
    bad,
    applied: false,
  };
  if (body.mode === "preview") return report;
  if (bad.length && !body.skipBadRows) throw new AppError("hrimport.bad_rows", { count: bad.length });

  const client = await loadClient(clientId);
  const applied = await applyActions(
    { actor, clientId, fileId: body.fileId, defaultRights: (client.defaultRights ?? []) as FeatureRight[] },
    actions,
  );
  // The run as a whole (its people each have their own entry, written with them).
  await writeJournal(actor, clientId, {
    action: "employee.import",
    target: { type: "file", id: body.fileId },
    detail: `rows ${rows.length}, created ${applied.created}, updated ${applied.updated}, unchanged ${applied.unchanged}, failed ${bad.length + applied.failed.length}`,
  });
  return {
    rows: rows.length,
    created: applied.created,
    updated: applied.updated,
    unchanged: applied.unchanged,
    bad: [...bad, ...applied.failed].sort((a, b) => a.row - b.row),
    applied: true,
  };
}
