import { Tag, type Intent } from "@blueprintjs/core";
import type { CourseStatus, LearnerStatus, TestStatus } from "@intranet/contracts/courses";
import { useCoursesTranslation } from "./i18n";

const courseIntents: Record<CourseStatus, Intent> = { draft: "warning", published: "success", archived: "none" };
const learnerIntents: Record<LearnerStatus, Intent> = {
  appointed: "primary",
  started: "primary",
  in_progress: "primary",
  not_started: "danger",
  learned: "success",
};
const testIntents: Record<TestStatus, Intent> = {
  not_started: "none",
  started: "primary",
  in_progress: "primary",
  finished: "success",
  passed: "success",
  failed: "warning",
  not_passed: "danger",
};

/** A course's status: draft, published or archived. */
export function CourseStatusTag({ status }: { status: CourseStatus }) {
  const { t } = useCoursesTranslation();
  return (
    <Tag minimal intent={courseIntents[status]}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** A learner's status on a course. */
export function LearnerStatusTag({ status }: { status: LearnerStatus }) {
  const { t } = useCoursesTranslation();
  return (
    <Tag minimal intent={learnerIntents[status]}>
      {t(`learner.${status}`)}
    </Tag>
  );
}

/** A learner's standing on a test. */
export function TestStatusTag({ status }: { status: TestStatus }) {
  const { t } = useCoursesTranslation();
  return (
    <Tag minimal intent={testIntents[status]}>
      {t(`testStatus.${status}`)}
    </Tag>
  );
}
