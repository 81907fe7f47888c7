import { Button, Icon, NonIdealState } from "@blueprintjs/core";
import type { CourseItemRef, CourseView, ProgressView } from "@intranet/contracts/courses";
import { useState } from "react";
import { Link } from "react-router-dom";
import { errorText } from "../../../i18n/errorText";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { showToast } from "../../../ui/toast";
import { coursesApi } from "../api";
import { useCoursesTranslation } from "../i18n";
import { lessonPath, testPath } from "../paths";
import { TestStatusTag } from "../StatusTag";

type ProgressItem = ProgressView["items"][number];

/** Whether a learner is done with an item: a lesson learned, a test passed (or finished without a pass mark). */
export const itemDone = (item: ProgressItem | undefined) =>
  !!item && (item.kind === "lesson" ? item.learned : item.status === "passed" || item.status === "finished");

const pathOf = (course: string, item: CourseItemRef) =>
  item.kind === "lesson" ? lessonPath(course, item._id) : testPath(course, item._id);

/**
 * The course's lessons and tests in order: the learner's done marks, or (managers) moving them up and
 * down and deleting them.
 */
export function CourseItems({
  course,
  progress,
  onChanged,
}: {
  course: CourseView;
  progress: ProgressView | undefined;
  onChanged: (course: CourseView) => void;
}) {
  const { t } = useCoursesTranslation();
  const manage = course.can.manage;
  const [removing, setRemoving] = useState<CourseItemRef | null>(null);
  const [busy, setBusy] = useState(false);
  const byId = new Map(progress?.items.map((item) => [item._id, item]));

  const move = async (from: number, to: number) => {
    const items = course.items.map((item) => item._id);
    const [moved] = items.splice(from, 1);
    items.splice(to, 0, moved!);
    setBusy(true);
    try {
      onChanged(await coursesApi.order(course._id, { items, revision: course.revision }));
      void showToast(t("course.orderSaved"));
    } catch (error) {
      void showToast(errorText(t, error), "danger");
    } finally {
      setBusy(false);
    }
  };
  const remove = async (item: CourseItemRef) => {
    setRemoving(null);
    try {
      await (item.kind === "lesson" ? coursesApi.removeLesson(item._id) : coursesApi.removeTest(item._id));
      onChanged({ ...course, items: course.items.filter((other) => other._id !== item._id) });
      void showToast(t("course.removed"));
    } catch (error) {
      void showToast(errorText(t, error), "danger");
    }
  };

  if (!course.items.length)
    return (
      <NonIdealState
        icon="manual"
        title={t("empty.content")}
        description={manage ? t("empty.contentAdmin") : undefined}
      />
    );
  return (
    <>
      <ol className="courses-items" aria-label={t("course.contents")}>
        {course.items.map((item, index) => {
          const mine = byId.get(item._id);
          const done = itemDone(mine);
          return (
            <li key={item._id} className={`courses-item${done ? " courses-item-done" : ""}`}>
              {progress ? (
                <Icon
                  className="courses-item-mark"
                  icon={done ? "tick-circle" : "circle"}
                  title={t(done ? "course.done" : "course.notDone")}
                  aria-label={t(done ? "course.done" : "course.notDone")}
                />
              ) : (
                <Icon className="courses-item-mark" icon={item.kind === "lesson" ? "manual" : "form"} aria-hidden />
              )}
              <div className="courses-item-main">
                <Link className="courses-item-title" to={pathOf(course._id, item)}>
                  {item.title}
                </Link>
                <span className="courses-item-detail">
                  {t(item.kind === "lesson" ? "course.lesson" : "course.test")}
                  {mine?.kind === "test" && mine.bestScore !== null
                    ? ` · ${t("course.score", { score: mine.bestScore })}`
                    : ""}
                </span>
              </div>
              {mine?.kind === "test" && mine.status !== "not_started" ? <TestStatusTag status={mine.status} /> : null}
              {manage ? (
                <div className="courses-item-actions">
                  <Button
                    variant="minimal"
                    icon="arrow-up"
                    disabled={busy || index === 0}
                    aria-label={t("course.moveUp", { title: item.title })}
                    title={t("course.moveUp", { title: item.title })}
                    onClick={() => void move(index, index - 1)}
                  />
                  <Button
                    variant="minimal"
                    icon="arrow-down"
                    disabled={busy || index === course.items.length - 1}
                    aria-label={t("course.moveDown", { title: item.title })}
                    title={t("course.moveDown", { title: item.title })}
                    onClick={() => void move(index, index + 1)}
                  />
                  <Button
                    variant="minimal"
                    icon="trash"
                    aria-label={t("course.remove", { title: item.title })}
                    title={t("course.remove", { title: item.title })}
                    onClick={() => setRemoving(item)}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        open={!!removing}
        text={t("course.confirmRemove", { title: removing?.title ?? "" })}
        confirmText={t("course.remove", { title: removing?.title ?? "" })}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
