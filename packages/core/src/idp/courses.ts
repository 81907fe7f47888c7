import { AppError } from "../platform";
import { courseTitles } from "../courses";
import type { IdpPlanRecord } from "./plan.entity";
import { tasksOf } from "./save";

/** The titles of the courses a plan's tasks name (one BatchGet through the courses' door; none: no call). */
export async function courseTitlesOf(clientId: string, plan: IdpPlanRecord): Promise<Map<string, string>> {
  const ids = tasksOf(plan).flatMap((task) => (task.courseId ? [task.courseId] : []));
  return ids.length ? courseTitles(clientId, ids) : new Map();
}

/** Tasks may name only courses of the company (one BatchGet): else `idp.bad_course`. */
export async function requireCourses(clientId: string, courseIds: Array<string | null | undefined>): Promise<void> {
  const ids = [...new Set(courseIds.filter((id): id is string => Boolean(id)))];
  if (!ids.length) return;
  const found = await courseTitles(clientId, ids);
  if (ids.some((id) => !found.has(id))) throw new AppError("idp.bad_course");
}
