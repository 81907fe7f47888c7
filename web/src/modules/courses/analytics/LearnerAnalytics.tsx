import { NonIdealState } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { useDays } from "../../../shared/useDateTime";
import { usePeopleNames } from "../../../shared/usePeopleNames";
import { QueryState } from "../../../ui/QueryState";
import { courseKeys, coursesApi } from "../api";
import { useCoursesTranslation } from "../i18n";
import { analyticsPath, coursePath } from "../paths";
import { LearnerStatusTag } from "../StatusTag";

/** /courses/analytics/{user_id}: one person's courses with status, progress, deadline and when learned. */
export function LearnerAnalytics({ client, userId }: { client: string; userId: string }) {
  const { t } = useCoursesTranslation();
  const days = useDays();
  const nameOf = usePeopleNames(client);
  const name = nameOf(userId);
  const query = useQuery({
    queryKey: courseKeys.analytics(client, userId),
    queryFn: () => coursesApi.analytics(client, userId),
  });
  const rows = query.data?.kind === "user" ? query.data.courses : [];
  return (
    <div className="courses">
      <Link className="courses-back" to={analyticsPath}>
        ← {t("analytics.title")}
      </Link>
      <h1 className="courses-title">{t("analytics.learnerTitle", { name })}</h1>
      {query.isPending || query.isError ? (
        <QueryState query={query} errorTitle={t("loadFailed")} />
      ) : rows.length ? (
        <div className="courses-table-wrap">
          <table className="courses-table">
            <thead>
              <tr>
                <th>{t("analytics.course")}</th>
                <th>{t("analytics.status")}</th>
                <th>{t("analytics.progress")}</th>
                <th>{t("analytics.deadline")}</th>
                <th>{t("analytics.completed")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.courseId}>
                  <td>
                    <Link to={coursePath(row.courseId)}>{row.title}</Link>
                  </td>
                  <td>
                    <LearnerStatusTag status={row.status} />
                  </td>
                  <td>{t("members.progress", { done: row.done, total: row.total })}</td>
                  <td className={row.overdue ? "courses-overdue" : undefined}>
                    {row.deadline ? days.date(row.deadline) : "—"}
                  </td>
                  <td>{row.learnedAt ? days.momentDay(row.learnedAt) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <NonIdealState icon="learning" title={t("analytics.noCourses", { name })} />
      )}
    </div>
  );
}
