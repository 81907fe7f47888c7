import { Button, Icon } from "@blueprintjs/core";
import type { CourseView, LessonView, ProgressView } from "@intranet/contracts/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { RichTextView } from "../../../shared/richText";
import { LinkButton } from "../../../ui/LinkButton";
import { showToast } from "../../../ui/toast";
import { courseKeys, coursesApi } from "../api";
import { useCoursesTranslation } from "../i18n";
import { coursePath, lessonPath, testPath } from "../paths";
import { LessonFiles } from "./LessonFiles";
import { useReadToEnd } from "./useReadToEnd";

/**
 * A lesson to read (/courses/{id}/lessons/{lessonId}): its text, files and videos; reaching its end
 * marks it learned for a learner (`PUT course_progress/learn`, once), then the way to the next item.
 */
export function LessonPage({
  lesson,
  course,
  me,
  onEdit,
}: {
  lesson: LessonView;
  course: CourseView | undefined;
  me: string;
  onEdit: () => void;
}) {
  const { t } = useCoursesTranslation();
  const queries = useQueryClient();
  const learner = course?.me != null && course.can.learn;
  const learn = useMutation({
    mutationFn: () => coursesApi.learn(lesson.courseId, lesson._id),
    onSuccess: (progress: ProgressView) => {
      queries.setQueryData(courseKeys.progress(lesson.courseId, me), progress);
      queries.setQueryData(courseKeys.lesson(lesson._id), { ...lesson, learned: true });
      void queries.invalidateQueries({ queryKey: courseKeys.course(lesson.courseId) });
      void queries.invalidateQueries({ queryKey: ["courses", "list"] });
      void showToast(t("lesson.markedLearned"));
    },
  });
  const learned = lesson.learned || learn.isSuccess;
  const end = useReadToEnd<HTMLDivElement>(() => learn.mutate(), learner && !learned);
  const items = course?.items ?? [];
  const next = items[items.findIndex((item) => item._id === lesson._id) + 1];
  const nextPath = next
    ? next.kind === "lesson"
      ? lessonPath(lesson.courseId, next._id)
      : testPath(lesson.courseId, next._id)
    : null;

  return (
    <article className="courses courses-narrow" aria-labelledby="lesson-title">
      <Link className="courses-back" to={coursePath(lesson.courseId)}>
        ← {course?.title ?? t("lesson.toCourse")}
      </Link>
      <header className="courses-header">
        <div className="courses-header-text">
          <h1 id="lesson-title" className="courses-title">
            {lesson.title}
          </h1>
          {learned ? (
            <span className="courses-learned">
              <Icon icon="tick-circle" size={14} aria-hidden /> {t("lesson.learned")}
            </span>
          ) : null}
        </div>
        {lesson.can.manage ? (
          <div className="courses-toolbar">
            <Button icon="edit" text={t("lesson.edit")} onClick={onEdit} />
          </div>
        ) : null}
      </header>
      {lesson.content ? <RichTextView html={lesson.content} /> : <p className="courses-muted">{t("lesson.empty")}</p>}
      <LessonFiles files={lesson.files} videos={lesson.videos} />
      <div ref={end} className="courses-lesson-end" data-testid="lesson-end">
        {learner ? (
          learned ? (
            <span className="courses-learned">
              <Icon icon="tick-circle" size={14} aria-hidden /> {t("lesson.learned")}
            </span>
          ) : (
            <span className="courses-muted">{t("lesson.readToEnd")}</span>
          )
        ) : null}
        {nextPath && next ? (
          <LinkButton
            to={nextPath}
            primary={learned}
            icon="arrow-right"
            text={t("lesson.next", { title: next.title })}
          />
        ) : (
          <LinkButton to={coursePath(lesson.courseId)} text={t("lesson.toCourse")} />
        )}
      </div>
    </article>
  );
}
