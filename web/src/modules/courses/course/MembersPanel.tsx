import { Button, NonIdealState } from "@blueprintjs/core";
import type { CourseView, LearnerView } from "@intranet/contracts/courses";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { PersonLine } from "../../../shared/PersonLine";
import { useDays } from "../../../shared/useDateTime";
import { usePeople } from "../../../shared/usePeople";
import { usePersonName } from "../../../shared/usePersonName";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { courseKeys, coursesApi } from "../api";
import { useCoursesTranslation } from "../i18n";
import { LearnerStatusTag } from "../StatusTag";
import { AppointDialog } from "./AppointDialog";

/** One learner: name, status, progress, deadline, and taking them off the course. */
function LearnerRow({ learner, client, onRemove }: { learner: LearnerView; client: string; onRemove: () => void }) {
  const { t } = useCoursesTranslation();
  const days = useDays();
  const name = usePersonName();
  const { byId } = usePeople(client);
  const person = byId.get(learner.userId);
  const label = person ? name(person) : t("someone");
  return (
    <li className="courses-member">
      {person ? <PersonLine person={person} detail={person.position} /> : <span>{label}</span>}
      <div className="courses-member-state">
        <LearnerStatusTag status={learner.status} />
        <span>{t("members.progress", { done: learner.done, total: learner.total })}</span>
        {learner.deadline ? (
          <span className={learner.overdue ? "courses-overdue" : "courses-muted"}>
            {t(learner.overdue ? "card.overdue" : "card.deadline", { day: days.date(learner.deadline) })}
          </span>
        ) : null}
        <Button
          variant="minimal"
          icon="cross"
          aria-label={t("members.remove", { name: label })}
          title={t("members.remove", { name: label })}
          onClick={onRemove}
        />
      </div>
    </li>
  );
}

/** The course's members (its managers): appointing people and audiences with a deadline, the learners page by page. */
export function MembersPanel({ course, client }: { course: CourseView; client: string }) {
  const { t } = useCoursesTranslation();
  const queries = useQueryClient();
  const [appointing, setAppointing] = useState(false);
  const members = useInfiniteQuery({
    queryKey: courseKeys.members(course._id),
    queryFn: ({ pageParam }) => coursesApi.members(course._id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
  const refresh = () => {
    void queries.invalidateQueries({ queryKey: courseKeys.members(course._id) });
    void queries.invalidateQueries({ queryKey: courseKeys.course(course._id) });
    void queries.invalidateQueries({ queryKey: courseKeys.dashboard(course._id) });
  };
  const remove = async (learner: LearnerView) => {
    try {
      await coursesApi.dismiss(course._id, learner.userId);
      void showToast(t("members.removed"));
      refresh();
    } catch (error) {
      void showToast(errorText(t, error), "danger");
    }
  };
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      {course.status !== "archived" ? (
        <div className="courses-actions">
          <Button intent="primary" icon="new-person" text={t("members.appoint")} onClick={() => setAppointing(true)} />
        </div>
      ) : null}
      {members.isPending || members.isError ? (
        <QueryState query={members} errorTitle={t("loadFailed")} />
      ) : items.length ? (
        <>
          <ul className="courses-members" aria-label={t("members.title")}>
            {items.map((learner) => (
              <LearnerRow
                key={learner.userId}
                learner={learner}
                client={client}
                onRemove={() => void remove(learner)}
              />
            ))}
          </ul>
          <QueryMore query={members} count={items.length} />
        </>
      ) : (
        <NonIdealState icon="people" title={t("empty.members")} />
      )}
      {appointing ? (
        <AppointDialog
          course={course._id}
          client={client}
          onClose={() => setAppointing(false)}
          onDone={(result) => {
            setAppointing(false);
            void showToast(`${t("members.appointed")}: ${result.appointed}`);
            refresh();
          }}
        />
      ) : null}
    </>
  );
}
