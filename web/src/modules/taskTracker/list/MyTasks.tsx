import { HTMLSelect, NonIdealState, Tag } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useDays } from "../../../shared/useDateTime";
import { QueryState } from "../../../ui/QueryState";
import { trackerApi, trackerKeys, type MyTasksFilter } from "../api";
import { useTrackerTranslation } from "../i18n";
import { deskPath } from "../paths";
import { PriorityTag } from "../PriorityTag";

const filters: MyTasksFilter[] = ["assigned", "observing", "authored", "overdue", "finished"];

/** My tasks across boards (GET /api/task?filter=…): each links to its board with the task open. */
export function MyTasks() {
  const { t } = useTrackerTranslation();
  const days = useDays();
  const [filter, setFilter] = useState<MyTasksFilter>("assigned");
  const tasks = useQuery({ queryKey: trackerKeys.myTasks(filter), queryFn: () => trackerApi.myTasks(filter) });
  return (
    <div className="tt-my-tasks">
      <div className="tt-project-filter">
        <label htmlFor="tt-my-tasks-filter">{t("myTasks.filter")}</label>
        <HTMLSelect
          id="tt-my-tasks-filter"
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value as MyTasksFilter)}
          options={filters.map((value) => ({ value, label: t(`myTasks.${value}`) }))}
        />
      </div>
      {!tasks.data ? (
        <QueryState query={tasks} errorTitle={t("loadFailed")} />
      ) : !tasks.data.length ? (
        <NonIdealState icon="tick-circle" title={t("empty.tasks")} description={t("empty.tasksText")} />
      ) : (
        <ul className="tt-task-rows">
          {tasks.data.map((task) => (
            <li key={task.taskId} className="tt-task-row">
              <div className="tt-task-row-main">
                <Link to={deskPath(task.deskId, task.taskId)} className="tt-task-row-name">
                  {task.name}
                </Link>
                <span className="tt-muted">{task.deskName}</span>
              </div>
              <div className="tt-task-row-meta">
                <Tag minimal>{t(`myTasks.role.${task.role}`)}</Tag>
                <PriorityTag priority={task.priority} />
                <span className={task.overdue ? "tt-overdue" : "tt-muted"}>
                  {task.due ? t("myTasks.due", { date: days.date(task.due.slice(0, 10)) }) : t("myTasks.noDue")}
                </span>
                {task.overdue ? (
                  <Tag minimal intent="danger">
                    {t("myTasks.overdueTag")}
                  </Tag>
                ) : null}
                {task.finished ? (
                  <Tag minimal intent="success" icon="tick">
                    {t("myTasks.finishedTag")}
                  </Tag>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
