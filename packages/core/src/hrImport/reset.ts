import { isAdminOrAbove, type Actor, type UpdateUserBody } from "@intranet/contracts";
import type { HrResetResult } from "@intranet/contracts/hrImport";
import { AppError, requireTenant } from "../platform";
import { requireUser, updateUser } from "../users";
import { db } from "./entities";
import { profileFields } from "./plan";

/**
 * POST /api/user/reset_to_hrm (admins): the person's profile fields that their last import set go
 * back to the imported values (fields the file left empty are not touched), through the users
 * module's update (its rules, guards and `user.changed`). A person never imported: 404.
 */
export async function resetToHrm(actor: Actor, userId: string): Promise<HrResetResult> {
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
  const clientId = requireTenant(actor);
  const [user, { data: record }] = await Promise.all([
    requireUser(clientId, userId),
    db().entities.hrmRecord.get({ clientId, userId }).go({ consistent: true }),
  ]);
  if (!record) throw new AppError("hrimport.not_imported");
  const changes: Record<string, string> = {};
  for (const field of profileFields) {
    const value = record[field];
    if (value !== undefined && value !== user[field]) changes[field] = value;
  }
  if (!Object.keys(changes).length) return { user_id: userId, changed: false };
  await updateUser(actor, userId, changes as UpdateUserBody, { departmentAsImported: true });
  return { user_id: userId, changed: true };
}
