import { NonIdealState } from "@blueprintjs/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { ExportButton } from "../../../shared/ExportButton";
import { PersonSearch } from "../../../shared/PersonSearch";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { courseKeys, coursesApi } from "../api";
import { useCoursesTranslation } from "../i18n";
import { coursePath, coursesPath, learnerAnalyticsPath } from "../paths";
import { CourseStatusTag } from "../StatusTag";
import { useNavigate } from "react-router-dom";

/**
 * /courses/analytics: every course of the company with its learners by status, completion and who
 * is overdue; a person's learning by name; the Excel export. A course's own figures (tests, hardest
 * questions) are on its page's analytics tab.
 */
export function AnalyticsPage({ client }: { client: string }) {
  const { t } = useCoursesTranslation();
  const navigate = useNavigate();
  const [chosen] = useState(() => new Set<string>());
  const pages = useInfiniteQuery({
    queryKey: courseKeys.analytics(client, null),
    queryFn: ({ pageParam }) => coursesApi.analytics(client, null, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.kind === "company" ? page.cursor : null),
  });
  const rows = pages.data?.pages.flatMap((page) => (page.kind === "company" ? page.courses : [])) ?? [];
  return (
    <div className="courses">
      <Link className="courses-back" to={coursesPath}>
        ← {t("title")}
      </Link>
      <header className="courses-header">
        <div className="courses-header-text">
          <h1 className="courses-title">{t("analytics.title")}</h1>
        </div>
        <div className="courses-toolbar">
          <ExportButton text={t("analytics.excel")} start={() => coursesApi.analyticsExcel(client)} />
        </div>
      </header>
      <section className="courses-section" aria-label={t("analytics.person")}>
        <h2 className="courses-section-title">{t("analytics.person")}</h2>
        {/* A block of its own: the search grows along a row, not down a column. */}
        <div className="courses-person-pick">
          <PersonSearch
            clientId={client}
            chosen={chosen}
            onPick={(person) => navigate(learnerAnalyticsPath(person._id))}
          />
        </div>
      </section>
      {pages.isPending || pages.isError ? (
        <QueryState query={pages} errorTitle={t("loadFailed")} />
      ) : rows.length ? (
        <>
          <div className="courses-table-wrap">
            <table className="courses-table">
              <thead>
                <tr>
                  <th>{t("analytics.course")}</th>
                  <th>{t("analytics.learners")}</th>
                  <th>{t("analytics.completion")}</th>
                  <th>{t("analytics.completed")}</th>
                  <th>{t("analytics.inProgress")}</th>
                  <th>{t("analytics.notStarted")}</th>
                  <th>{t("analytics.overdue")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.courseId}>
                    <td>
                      <Link to={`${coursePath(row.courseId)}?tab=analytics`}>{row.title}</Link>{" "}
                      <CourseStatusTag status={row.status} />
                    </td>
                    <td>{row.total}</td>
                    <td>{row.completion}%</td>
                    <td>{row.learners.learned}</td>
                    <td>{row.learners.started + row.learners.in_progress}</td>
                    <td>{row.learners.appointed + row.learners.not_started}</td>
                    <td className={row.overdue ? "courses-overdue" : undefined}>{row.overdue}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <QueryMore query={pages} count={rows.length} />
        </>
      ) : (
        <NonIdealState icon="chart" title={t("empty.all")} />
      )}
    </div>
  );
}
