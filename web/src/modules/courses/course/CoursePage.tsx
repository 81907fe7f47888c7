import { Button, Callout, Tab, Tabs } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import type { CourseStatus } from "@intranet/contracts/courses";
import { useState } from "react";
import { Link } from "react-router-dom";
import { errorText } from "../../../i18n/errorText";
import { useUrlTab } from "../../../shared/useUrlTab";
import { useDays } from "../../../shared/useDateTime";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { LinkButton } from "../../../ui/LinkButton";
import { QueryState } from "../../../ui/QueryState";
import { TabsPanel } from "../../../ui/TabsPanel";
import { showToast } from "../../../ui/toast";
import { coursesApi } from "../api";
import { useCoursesTranslation } from "../i18n";
import { coursesPath, lessonPath, newLessonPath, newTestPath, testPath } from "../paths";
import { ProgressLine } from "../ProgressLine";
import { CourseStatusTag, LearnerStatusTag } from "../StatusTag";
import { CourseEditor } from "./CourseEditor";
import { CourseItems, itemDone } from "./CourseItems";
import { DashboardPanel } from "./DashboardPanel";
import { MembersPanel } from "./MembersPanel";
import { useCourse, useProgress } from "./useCourse";

const tabsId = "course-tabs";
const managerTabs = ["content", "members", "analytics"] as const;
type CourseTab = (typeof managerTabs)[number];

/**
 * /courses/{id}: the course for its learner (cover, description, deadline, the lessons and tests in
 * order with their done marks, the progress bar, where to go next) and for its managers (editing,
 * publishing and archiving, the members with their appointments, the course's figures).
 */
export function CoursePage({ id, me, client }: { id: string; me: UserView; client: string }) {
  const { t } = useCoursesTranslation();
  const days = useDays();
  const { course, put } = useCourse(id);
  const learns = course.data?.can.learn === true && course.data.me !== null;
  const progress = useProgress(id, me._id, learns);
  const [editing, setEditing] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [tab, setTab] = useUrlTab<CourseTab>(managerTabs, "content");
  if (course.isPending || course.isError) return <QueryState query={course} errorTitle={t("loadFailed")} />;
  const view = course.data;
  const manage = view.can.manage;
  const mine = progress.data;

  const setStatus = async (status: CourseStatus) => {
    setArchiving(false);
    try {
      const { title, description, cover, deadlineDays, award, revision } = view;
      put(await coursesApi.update(id, { title, description, cover, deadlineDays, award, status, revision }));
      void showToast(t(status === "archived" ? "course.archived" : "course.published"));
    } catch (error) {
      void showToast(errorText(t, error), "danger");
    }
  };
  const next = mine
    ? view.items.find((item) => !itemDone(mine.items.find((other) => other._id === item._id)))
    : undefined;
  const nextPath = next ? (next.kind === "lesson" ? lessonPath(id, next._id) : testPath(id, next._id)) : null;

  const content = (
    <>
      <CourseItems course={view} progress={mine} onChanged={put} />
      {manage && view.status !== "archived" ? (
        <div className="courses-actions">
          <LinkButton to={newLessonPath(id)} icon="manual" text={t("course.addLesson")} />
          <LinkButton to={newTestPath(id)} icon="form" text={t("course.addTest")} />
        </div>
      ) : null}
    </>
  );

  return (
    <div className="courses courses-narrow">
      <Link className="courses-back" to={coursesPath}>
        ← {t("course.all")}
      </Link>
      {view.cover ? (
        <img className="courses-cover" src={view.cover} alt={t("course.coverAlt", { title: view.title })} />
      ) : null}
      <header className="courses-header">
        <div className="courses-header-text">
          <h1 className="courses-title">{view.title}</h1>
          <div className="courses-meta">
            {manage ? <CourseStatusTag status={view.status} /> : null}
            {mine ? <LearnerStatusTag status={mine.status} /> : null}
            {mine?.deadline ? (
              <span className={mine.overdue ? "courses-overdue" : "courses-muted"}>
                {t(mine.overdue ? "card.overdue" : "card.deadline", { day: days.date(mine.deadline) })}
              </span>
            ) : null}
            {view.award ? <span className="courses-muted">{t("card.award")}</span> : null}
          </div>
        </div>
        {manage && !editing ? (
          <div className="courses-toolbar">
            <Button icon="edit" text={t("course.edit")} onClick={() => setEditing(true)} />
            {view.status === "published" ? (
              <Button icon="archive" text={t("course.archive")} onClick={() => setArchiving(true)} />
            ) : (
              <Button
                intent="primary"
                icon="globe"
                text={t(view.status === "archived" ? "course.restore" : "course.publish")}
                onClick={() => void setStatus("published")}
              />
            )}
          </div>
        ) : null}
      </header>
      {editing ? (
        <CourseEditor
          client={client}
          course={view}
          onDone={(saved) => {
            if (saved) put(saved);
            setEditing(false);
          }}
        />
      ) : view.description ? (
        <p className="courses-description">{view.description}</p>
      ) : null}
      {manage && view.status === "draft" ? <Callout intent="warning">{t("course.draftNote")}</Callout> : null}
      {view.status === "archived" ? <Callout>{t("course.archivedNote")}</Callout> : null}
      {mine ? (
        <section className="courses-section" aria-label={t("card.progress", { done: mine.done, total: mine.total })}>
          <ProgressLine done={mine.done} total={mine.total} />
          {mine.status === "learned" ? (
            <p className="courses-learned">{t("course.learnedAll")}</p>
          ) : nextPath && next ? (
            <div className="courses-actions">
              <LinkButton
                to={nextPath}
                primary
                icon="play"
                text={`${t(mine.done ? "course.continue" : "course.start")}: ${next.title}`}
              />
            </div>
          ) : null}
        </section>
      ) : null}
      {manage ? (
        <>
          <Tabs id={tabsId} selectedTabId={tab} onChange={setTab} className="tabs-scroll">
            {managerTabs.map((key) => (
              <Tab key={key} id={key} title={t(`course.tabs.${key}`)} />
            ))}
          </Tabs>
          <TabsPanel tabsId={tabsId} tabId={tab} className="courses-section">
            {tab === "content" ? content : null}
            {tab === "members" ? <MembersPanel course={view} client={client} /> : null}
            {tab === "analytics" ? <DashboardPanel course={view} client={client} /> : null}
          </TabsPanel>
        </>
      ) : (
        <section className="courses-section">
          <h2 className="courses-section-title">{t("course.contents")}</h2>
          {content}
        </section>
      )}
      <ConfirmDialog
        open={archiving}
        text={t("course.confirmArchive", { title: view.title })}
        confirmText={t("course.archive")}
        intent="warning"
        onConfirm={() => void setStatus("archived")}
        onClose={() => setArchiving(false)}
      />
    </div>
  );
}
