import { Icon } from "@blueprintjs/core";
import type { CourseSummary, LearnerStatus } from "@intranet/contracts/courses";
import { Link } from "react-router-dom";
import { usePlural } from "../../../i18n/usePlural";
import { useDays } from "../../../shared/useDateTime";
import { useCoursesTranslation } from "../i18n";
import { coursePath } from "../paths";
import { ProgressLine } from "../ProgressLine";
import { CourseStatusTag, LearnerStatusTag } from "../StatusTag";

const sum = (learners: Record<LearnerStatus, number>) => Object.values(learners).reduce((a, b) => a + b, 0);

/** A course in the catalogue: cover, title, description; the reader's progress, or (managers) its status and learners. */
export function CourseCard({ course, managing }: { course: CourseSummary; managing: boolean }) {
  const { t } = useCoursesTranslation();
  const plural = usePlural();
  const days = useDays();
  const { me } = course;
  const learners = sum(course.learners);
  return (
    <li className="courses-card">
      {course.cover ? (
        <img className="courses-card-cover" src={course.cover} alt="" />
      ) : (
        <div className="courses-card-cover courses-card-cover-empty" aria-hidden>
          <Icon icon="learning" size={32} />
        </div>
      )}
      <div className="courses-card-body">
        <Link className="courses-card-name" to={coursePath(course._id)}>
          {course.title}
        </Link>
        {course.description ? <p className="courses-card-description">{course.description}</p> : null}
        {me && !managing ? (
          <>
            <ProgressLine done={me.done} total={me.total} />
            <div className="courses-card-foot">
              <LearnerStatusTag status={me.status} />
              {me.deadline ? (
                <span className={me.overdue ? "courses-overdue" : undefined}>
                  {t(me.overdue ? "card.overdue" : "card.deadline", { day: days.date(me.deadline) })}
                </span>
              ) : null}
            </div>
          </>
        ) : null}
        <div className="courses-card-foot">
          {managing ? <CourseStatusTag status={course.status} /> : null}
          <span>{t(`card.lessons_${plural(course.lessons)}`, { count: course.lessons })}</span>
          <span>{t(`card.tests_${plural(course.tests)}`, { count: course.tests })}</span>
          {managing ? <span>{t(`card.learners_${plural(learners)}`, { count: learners })}</span> : null}
        </div>
      </div>
    </li>
  );
}
