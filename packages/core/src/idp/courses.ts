import type { IdpPlanRecord } from "./plan.entity";
import { tasksOf } from "./save";

/**
 * The titles of the courses a plan's tasks name. The courses module does not answer them yet
 * (docs/modules/idp.md, "Courses"): a task keeps the course's id and the SPA shows it as a link.
 */
export async function courseTitlesOf(_clientId: string, plan: IdpPlanRecord): Promise<Map<string, string>> {
  const ids = tasksOf(plan).flatMap((task) => (task.courseId ? [task.courseId] : []));
  if (!ids.length) return new Map();
  return new Map();
}
