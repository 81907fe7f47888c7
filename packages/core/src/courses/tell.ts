import { notify } from "../notifications";

export const courseLink = (courseId: string) => `/courses/${courseId}`;

type Template =
  "courses.appointed" | "courses.deadline_near" | "courses.test_passed" | "courses.test_failed" | "courses.learned";

/** Sends one of learning's notices (section `other`), once per `key` (a retried event tells nobody twice). */
export async function tell(
  clientId: string,
  to: string[],
  template: Template,
  courseId: string,
  variables: Record<string, string>,
  key: string,
): Promise<void> {
  if (!to.length) return;
  await notify(clientId, to, {
    section: "other",
    kind: template.slice("courses.".length),
    template,
    variables,
    link: courseLink(courseId),
    dedupeKey: `courses:${key}`,
  });
}
