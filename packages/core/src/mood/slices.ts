import { departmentsOfPerson } from "../structure";

/** The company's slice; a department's is `department:<id>`. */
export const ALL = "all";
const DEPARTMENT = "department:";

export const departmentSlice = (deptId: string) => `${DEPARTMENT}${deptId}`;
export const deptIdOf = (slice: string): string | undefined =>
  slice.startsWith(DEPARTMENT) ? slice.slice(DEPARTMENT.length) : undefined;

/**
 * The groups a rating counts in: the company and every department up the person's path in the
 * administrative structure (where a person has one department), so a sub-department's people count
 * in its parents too. Three calls (structure's `departmentsOfPerson`).
 */
export async function slicesOf(clientId: string, userId: string): Promise<string[]> {
  const departments = await departmentsOfPerson(clientId, userId);
  const primary = departments.find((department) => department.type === "administrative");
  return [ALL, ...(primary?.path ?? []).map((step) => departmentSlice(step.deptId))];
}
