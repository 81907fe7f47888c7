import type { LearnerStatus } from "@intranet/contracts/courses";
import { useCoursesTranslation } from "../i18n";

/** A course's learners at a glance: how many, completion, in progress, not started, overdue. */
export function StatTiles({
  learners,
  total,
  overdue,
  completion,
}: {
  learners: Record<LearnerStatus, number>;
  total: number;
  overdue: number;
  completion: number;
}) {
  const { t } = useCoursesTranslation();
  const tiles = [
    [t("analytics.learners"), total],
    [t("analytics.completion"), `${completion}%`],
    [t("analytics.completed"), learners.learned],
    [t("analytics.inProgress"), learners.started + learners.in_progress],
    [t("analytics.notStarted"), learners.appointed + learners.not_started],
    [t("analytics.overdue"), overdue],
  ] as const;
  return (
    <div className="courses-stats">
      {tiles.map(([label, value]) => (
        <div key={label} className="courses-stat">
          <div className="courses-stat-value">{value}</div>
          <div className="courses-stat-label">{label}</div>
        </div>
      ))}
    </div>
  );
}
