import type { Actor } from "@intranet/contracts";
import { isAdminOrAbove } from "@intranet/contracts";
import { allPages } from "../db";
import type { ReaderLabelProvider } from "../search";
import { db } from "./entities";

/** A published course and its lessons are read by its learners (search-source.ts gives them this label)… */
export const courseLabel = (courseId: string) => `course:${courseId}`;
/** …and by the company's course admins (admins hold `admins`). */
export const courseManagersLabel = "courses:managers";

/** The searcher's courses (one Query of their learner items) and, for a course admin, the managers' label. */
export async function coursesReaderLabels(actor: Actor, tenantId: string): Promise<string[]> {
  const labels: string[] = [];
  for await (const learners of allPages(
    db().entities.courseLearner.query.byUser({ clientId: tenantId, userId: actor.userId }),
    100,
  ))
    labels.push(...learners.map((learner) => courseLabel(learner.courseId)));
  if (!isAdminOrAbove(actor)) {
    const { data } = await db().entities.courseAdmins.get({ clientId: tenantId }).go();
    if (data?.userIds.includes(actor.userId)) labels.push(courseManagersLabel);
  }
  return labels;
}

/** The leaf the search Lambda loads for it (not the whole courses module). */
export const readerLabels: ReaderLabelProvider = coursesReaderLabels;
