import type { StructureType } from "@intranet/contracts/structure";
import { AppError, isAppError } from "../platform";
import { departmentOutline, requireDepartment } from "../structure";
import { COMPANY } from "./contribution";

export interface Scope {
  /** `*` or the department's id. */
  scope: string;
  dept: { deptId: string; name: string } | null;
  /** The department's structure type (the company's rows are the administrative type's). */
  type: StructureType;
}

export interface ChildScope {
  deptId: string;
  name: string;
  hasChildren: boolean;
}

/** The filter's scope: the company, or a department of the structure (with everything below it). */
export async function scopeOf(clientId: string, deptId: string | undefined): Promise<Scope> {
  if (!deptId) return { scope: COMPANY, dept: null, type: "administrative" };
  const dept = await requireDepartment(clientId, deptId).catch((error: unknown) => {
    throw isAppError(error) ? new AppError("analytics.dept_not_found") : error;
  });
  return { scope: dept.deptId, dept: { deptId: dept.deptId, name: dept.name }, type: dept.type };
}

/**
 * The departments directly below the filter's (for the company: below the administrative root),
 * each with whether it has departments below: one Query of that structure type.
 */
export async function childrenOf(clientId: string, { dept, type }: Scope): Promise<ChildScope[]> {
  const outline = await departmentOutline(clientId, type);
  const parent = dept?.deptId ?? outline.find((item) => item.parent === null)?._id;
  const parents = new Set(outline.map((dept) => dept.parent));
  return outline
    .filter((item) => parent !== undefined && item.parent === parent)
    .map((item) => ({ deptId: item._id, name: item.name, hasChildren: parents.has(item._id) }));
}
