import { canSeeHrDataOf, type Actor } from "@intranet/contracts";
import { hrFields, type HrDataView, type HrLastImport } from "@intranet/contracts/hrImport";
import { AppError, requireTenant } from "../platform";
import { requireUser } from "../users";
import { db } from "./entities";

/** A person's last import: their personnel number, when and from which upload, and the row's values. */
export interface LastHrImport extends HrLastImport {
  personnelNumber?: string;
  fileId: string;
}

/** The last import of a person (one consistent Get), or null when they were never imported. */
export async function lastHrImportOf(clientId: string, userId: string): Promise<LastHrImport | null> {
  const { data: record } = await db().entities.hrmRecord.get({ clientId, userId }).go({ consistent: true });
  if (!record) return null;
  const values: HrLastImport["values"] = {};
  for (const field of hrFields) if (record[field] !== undefined) values[field] = record[field];
  return {
    ...(record.personnelNumber ? { personnelNumber: record.personnelNumber } : {}),
    importedAt: record.importedAt,
    fileId: record.fileId,
    values,
  };
}

/**
 * GET /api/user/{id}/hr_data: the HR card, for the person, admins and HR officers (others:
 * `common.no_access`); someone of another tenant is not found. Two reads in parallel.
 */
export async function hrDataOf(actor: Actor, userId: string): Promise<HrDataView> {
  if (!canSeeHrDataOf(actor, userId)) throw new AppError("common.no_access");
  const clientId = requireTenant(actor);
  const [user, last] = await Promise.all([requireUser(clientId, userId), lastHrImportOf(clientId, userId)]);
  return {
    user_id: userId,
    ...(last?.personnelNumber ? { personnelNumber: last.personnelNumber } : {}),
    ...(user.taxId ? { taxId: user.taxId } : {}),
    ...(user.kpp ? { kpp: user.kpp } : {}),
    ...(user.organization ? { organization: user.organization } : {}),
    ...(user.workingSince ? { workingSince: user.workingSince } : {}),
    ...(user.vacationDaysLeft !== undefined ? { vacationDaysLeft: user.vacationDaysLeft } : {}),
    ...(user.chiefCode ? { chiefCode: user.chiefCode } : {}),
    lastImport: last ? { importedAt: last.importedAt, values: last.values } : null,
  };
}
