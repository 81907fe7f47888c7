import { normalizeValue } from "@intranet/contracts/audiences";
import { departmentOutline } from "./departments";

/**
 * Whether a person's `department` names one of the administrative structure's departments (compared
 * without case or extra spaces): the profile's department is picked from the structure, never typed
 * apart from it. One Query of the type's departments.
 */
export async function isStructureDepartment(clientId: string, name: string): Promise<boolean> {
  const wanted = normalizeValue(name);
  const departments = await departmentOutline(clientId, "administrative");
  return departments.some((dept) => normalizeValue(dept.name) === wanted);
}
