import type { CourseView } from "@intranet/contracts/courses";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { useDays } from "../../../shared/useDateTime";
import { usePeopleNames } from "../../../shared/usePeopleNames";
import { QueryState } from "../../../ui/QueryState";
import { StatTiles } from "../analytics/StatTiles";
import { courseKeys, coursesApi } from "../api";
import { useCoursesTranslation } from "../i18n";
import { learnerAnalyticsPath } from "../paths";

/** A test's questions answered wrong most often (`GET tests/{id}/stat`: its per-question counters). */
function HardestQuestions({ testId, title }: { testId: string; title: string }) {
  const { t } = useCoursesTranslation();
  const stat = useQuery({ queryKey: courseKeys.testStat(testId), queryFn: () => coursesApi.testStat(testId) });
  const answered = stat.data?.questions.filter((question) => question.rightRate !== null) ?? [];
  return (
    <section className="courses-section">
      <h3 className="courses-section-title">
        {t("analytics.hardest")}: {title}
      </h3>
      {stat.isPending || stat.isError ? (
        <QueryState query={stat} errorTitle={t("loadFailed")} />
      ) : answered.length ? (
        <ol className="courses-hardest">
          {answered.slice(0, 5).map((question) => (
            <li key={question._id}>
              {question.text} —{" "}
              <span className="courses-muted">{t("analytics.rightShare", { share: question.rightRate })}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="courses-muted">{t("analytics.noHardest")}</p>
      )}
    </section>
  );
}

/** A course's figures (its managers): learners by status, each lesson and test, the hardest questions, who is overdue. */
export function DashboardPanel({ course, client }: { course: CourseView; client: string }) {
  const { t } = useCoursesTranslation();
  const days = useDays();
  const nameOf = usePeopleNames(client);
  const dashboard = useQuery({
    queryKey: courseKeys.dashboard(course._id),
    queryFn: () => coursesApi.dashboard(course._id),
  });
  if (dashboard.isPending || dashboard.isError) return <QueryState query={dashboard} errorTitle={t("loadFailed")} />;
  const view = dashboard.data;
  return (
    <>
      <StatTiles learners={view.learners} total={view.total} overdue={view.overdue} completion={view.completion} />
      {view.lessons.length || view.tests.length ? (
        <div className="courses-table-wrap">
          <table className="courses-table">
            <thead>
              <tr>
                <th>{t("course.contents")}</th>
                <th>{t("analytics.completed")}</th>
                <th>{t("analytics.averageScore")}</th>
              </tr>
            </thead>
            <tbody>
              {view.lessons.map((lesson) => (
                <tr key={lesson._id}>
                  <td>{lesson.title}</td>
                  <td>
                    {lesson.learned} / {lesson.learners}
                  </td>
                  <td>—</td>
                </tr>
              ))}
              {view.tests.map((test) => (
                <tr key={test._id}>
                  <td>{test.title}</td>
                  <td>
                    {test.passedLearners} / {view.total}
                  </td>
                  <td>{test.averageScore === null ? "—" : `${test.averageScore}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {view.tests.map((test) => (
        <HardestQuestions key={test._id} testId={test._id} title={test.title} />
      ))}
      <section className="courses-section">
        <h3 className="courses-section-title">{t("analytics.overdueLearners")}</h3>
        {view.overdueLearners.length ? (
          <ul className="courses-hardest">
            {view.overdueLearners.map((learner) => (
              <li key={learner.userId}>
                <Link to={learnerAnalyticsPath(learner.userId)}>{nameOf(learner.userId)}</Link>
                {learner.deadline ? (
                  <span className="courses-overdue"> · {t("card.overdue", { day: days.date(learner.deadline) })}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="courses-muted">{t("analytics.noOverdue")}</p>
        )}
      </section>
    </>
  );
}
