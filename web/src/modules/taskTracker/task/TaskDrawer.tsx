import { Button, Callout, Drawer, FormGroup, HTMLSelect, InputGroup, NonIdealState, Spinner } from "@blueprintjs/core";
import {
  taskLimits,
  taskPriorities,
  type DeskView,
  type TaskPriority,
  type TaskView,
  type UpdateTaskBody,
} from "@intranet/contracts/taskTracker";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { isApiError } from "../../../api/errors";
import { FormAlert } from "../../../forms/FormAlert";
import { errorText } from "../../../i18n/errorText";
import { LazyRichTextEditor, RichTextView } from "../../../shared/richText";
import { TagChips, TagPicker, tagsApi } from "../../../shared/tags";
import { useDays } from "../../../shared/useDateTime";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { showToast } from "../../../ui/toast";
import { trackerApi, trackerKeys } from "../api";
import { useTrackerTranslation } from "../i18n";
import { PeopleField } from "../../../shared/PeopleField";
import { usePeopleNames } from "../usePeopleNames";
import { cardOf, laneName, removeCard, upsertCard } from "../desk/board";
import { Attachments } from "./Attachments";
import { Checklist } from "./Checklist";
import { DayInput } from "./DayInput";
import { Comments } from "./Comments";
import { Palette } from "./Palette";

/** The fields the drawer edits (sent on save, those changed only, with the revision the editor saw). */
type Draft = Partial<
  Pick<
    UpdateTaskBody,
    | "name"
    | "description"
    | "performerId"
    | "coPerformerIds"
    | "observerIds"
    | "start"
    | "due"
    | "plannedHours"
    | "actualHours"
    | "priority"
    | "colour"
    | "border"
  >
> & { tags?: string[] };

/** Hours typed in a box: empty is none. */
const hoursOf = (value: string) => (value.trim() === "" ? null : Number(value));

/** A task in a drawer at the side (full width on a phone): every field, the checklist, files and comments. */
export function TaskDrawer({
  taskId,
  desk,
  client,
  onClose,
}: {
  taskId: string;
  desk: DeskView;
  client: string;
  onClose: () => void;
}) {
  const { t } = useTrackerTranslation();
  const task = useQuery({ queryKey: trackerKeys.task(taskId), queryFn: () => trackerApi.task(taskId) });
  return (
    // Blueprint's drawer has no role and an English close button: the drawer's own header names it.
    <Drawer isOpen onClose={onClose} size="min(760px, 100%)" className="tt-drawer">
      <div className="tt-drawer-frame" role="dialog" aria-modal="true" aria-labelledby="tt-drawer-title">
        <header className="tt-drawer-head">
          <h2 id="tt-drawer-title" className="tt-drawer-title">
            {task.data?.name ?? t("task.title")}
          </h2>
          <Button
            variant="minimal"
            icon="cross"
            aria-label={t("task.close")}
            title={t("task.close")}
            onClick={onClose}
          />
        </header>
        <div className="tt-drawer-body">
          {task.data ? (
            <TaskForm task={task.data} desk={desk} client={client} onClose={onClose} />
          ) : task.isPending ? (
            <Spinner size={32} />
          ) : (
            <NonIdealState icon="search" title={t("task.gone")} description={errorText(t, task.error)} />
          )}
        </div>
      </div>
    </Drawer>
  );
}

function TaskForm({
  task,
  desk,
  client,
  onClose,
}: {
  task: TaskView;
  desk: DeskView;
  client: string;
  onClose: () => void;
}) {
  const { t } = useTrackerTranslation();
  const days = useDays();
  const queryClient = useQueryClient();
  const nameOf = usePeopleNames(client);
  const [draft, setDraft] = useState<Draft>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [reloaded, setReloaded] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  // Another revision arrived (a reload, someone's change): the description editor opens it, unless
  // the person is writing the description now.
  const editingDescription = useRef(false);
  editingDescription.current = "description" in draft;
  useEffect(() => {
    if (!editingDescription.current) setEditorKey((key) => key + 1);
  }, [task.revision]);
  const finishedDesk = desk.status === "finished";
  const canEdit = task.can.edit && !finishedDesk;
  const value = <K extends keyof Draft>(key: K, current: Draft[K]): Draft[K] => (key in draft ? draft[key] : current);
  const change = (patch: Draft) => setDraft((current) => ({ ...current, ...patch }));
  const dirty = Object.keys(draft).length > 0;

  const apply = (saved: TaskView) => {
    queryClient.setQueryData(trackerKeys.task(saved._id), saved);
    queryClient.setQueryData<DeskView>(trackerKeys.desk(desk._id), (current) =>
      current ? upsertCard(current, cardOf(saved)) : current,
    );
  };
  const reload = () => void queryClient.invalidateQueries({ queryKey: trackerKeys.task(task._id) });
  /** Sends a change on the task's revision; a 409 reloads it and says so. True when saved. */
  const update = async (body: Omit<UpdateTaskBody, "revision">): Promise<boolean> => {
    setFailure(null);
    try {
      apply(await trackerApi.updateTask(task._id, { ...body, revision: task.revision }));
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === "tasks.already_changed") {
        setReloaded(true);
        reload();
      } else setFailure(error);
      return false;
    }
  };

  const save = async () => {
    setSaving(true);
    setReloaded(false);
    const { tags, ...fields } = draft;
    try {
      if (Object.keys(fields).length && !(await update(fields))) return;
      if (tags) {
        const added = tags.filter((id) => !task.tags.includes(id));
        const removed = task.tags.filter((id) => !tags.includes(id));
        if (added.length) await tagsApi.attach("task", task._id, added);
        for (const id of removed) await tagsApi.detach("task", task._id, id);
        reload();
        void queryClient.invalidateQueries({ queryKey: trackerKeys.desk(desk._id) });
      }
      setDraft({});
      void showToast(t("task.saved"));
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const toggleFinished = async () => {
    if (await update({ finished: !task.finished }))
      void showToast(task.finished ? t("task.reopenedToast") : t("task.finishedToast"));
  };

  const remove = async () => {
    setDeleting(false);
    try {
      await trackerApi.deleteTask(task._id);
      queryClient.setQueryData<DeskView>(trackerKeys.desk(desk._id), (current) =>
        current ? removeCard(current, task._id) : current,
      );
      queryClient.removeQueries({ queryKey: trackerKeys.task(task._id) });
      void showToast(t("task.deleted"));
      onClose();
    } catch (error) {
      setFailure(error);
    }
  };

  const tick = async (item: { id: string }, done: boolean) => {
    try {
      apply(await trackerApi.checkItem(task._id, item.id, done));
    } catch (error) {
      setFailure(error);
      reload();
    }
  };

  const priority = value("priority", task.priority)!;
  const tags = value("tags", task.tags)!;
  return (
    <div className="tt-task">
      {reloaded ? (
        <Callout intent="warning" icon="refresh" className="tt-banner">
          {t("task.reloaded")}
        </Callout>
      ) : null}
      {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
      <div className="tt-task-status">
        <span className="tt-muted">{t("task.lane", { lane: laneName(desk.lanes, task.laneId) || task.laneName })}</span>
        <span className="tt-muted">
          {t("task.author", { name: nameOf(task.authorId), date: days.momentDay(task.createdAt) })}
        </span>
        {task.finished ? <strong className="tt-card-finished">{t("task.finishedNote")}</strong> : null}
      </div>
      {canEdit ? (
        <form
          className="tt-task-form"
          aria-label={t("task.title")}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <FormGroup label={t("task.name")} labelFor="tt-task-name">
            <InputGroup
              id="tt-task-name"
              value={value("name", task.name)}
              maxLength={taskLimits.nameMax}
              onValueChange={(name) => change({ name })}
              required
            />
          </FormGroup>
          <FormGroup label={t("task.description")}>
            <LazyRichTextEditor
              key={`${task._id}-${editorKey}`}
              initialValue={task.description}
              label={t("task.description")}
              onChange={(description) => change({ description })}
              minHeight={100}
            />
          </FormGroup>
          <div className="tt-task-grid">
            <PeopleField
              client={client}
              label={t("task.performer")}
              value={(value("performerId", task.performerId) ?? null) ? [value("performerId", task.performerId)!] : []}
              single
              onChange={(ids) => change({ performerId: ids[0] ?? null })}
            />
            <PeopleField
              client={client}
              label={t("task.coPerformers")}
              value={value("coPerformerIds", task.coPerformerIds)!}
              max={taskLimits.coPerformersMax}
              onChange={(coPerformerIds) => change({ coPerformerIds })}
            />
            <PeopleField
              client={client}
              label={t("task.observers")}
              value={value("observerIds", task.observerIds)!}
              max={taskLimits.observersMax}
              onChange={(observerIds) => change({ observerIds })}
            />
            <FormGroup label={t("task.priority")} labelFor="tt-task-priority">
              <HTMLSelect
                id="tt-task-priority"
                value={priority}
                onChange={(event) => change({ priority: event.currentTarget.value as TaskPriority })}
                options={taskPriorities.map((level) => ({ value: level, label: t(`priority.${level}`) }))}
              />
            </FormGroup>
            <FormGroup label={t("task.start")} labelFor="tt-task-start">
              <DayInput
                id="tt-task-start"
                value={value("start", task.start) ?? null}
                onChange={(start) => change({ start })}
              />
            </FormGroup>
            <FormGroup label={t("task.due")} labelFor="tt-task-due">
              <DayInput id="tt-task-due" value={value("due", task.due) ?? null} onChange={(due) => change({ due })} />
            </FormGroup>
            <FormGroup label={t("task.plannedHours")} labelFor="tt-task-planned">
              <InputGroup
                id="tt-task-planned"
                type="number"
                min={0}
                max={taskLimits.hoursMax}
                step="0.5"
                value={String(value("plannedHours", task.plannedHours) ?? "")}
                onValueChange={(hours) => change({ plannedHours: hoursOf(hours) })}
              />
            </FormGroup>
            <FormGroup label={t("task.actualHours")} labelFor="tt-task-actual">
              <InputGroup
                id="tt-task-actual"
                type="number"
                min={0}
                max={taskLimits.hoursMax}
                step="0.5"
                value={String(value("actualHours", task.actualHours) ?? "")}
                onValueChange={(hours) => change({ actualHours: hoursOf(hours) })}
              />
            </FormGroup>
          </div>
          <div className="tt-task-grid tt-palettes">
            <Palette
              kind="colour"
              label={t("task.colour")}
              value={value("colour", task.colour)!}
              onChange={(colour) => change({ colour })}
            />
            <Palette
              kind="border"
              label={t("task.border")}
              value={value("border", task.border)!}
              onChange={(border) => change({ border })}
            />
          </div>
          <FormGroup label={t("task.tags")}>
            <TagPicker
              module="taskTracker"
              label={t("task.tags")}
              value={tags}
              onChange={(ids) => change({ tags: ids })}
            />
          </FormGroup>
          <div className="tt-task-save">
            <Button
              type="submit"
              intent="primary"
              icon="floppy-disk"
              text={t("task.save")}
              loading={saving}
              disabled={!dirty}
            />
            {dirty ? <span className="tt-muted">{t("task.unsaved")}</span> : null}
          </div>
        </form>
      ) : (
        <ReadOnlyTask task={task} nameOf={nameOf} />
      )}
      <Checklist
        task={task}
        canEdit={canEdit}
        // The server's `can.edit` already counts the task's performers in (their own task); observers only watch.
        canTick={canEdit}
        onTick={(item, done) => void tick(item, done)}
        onSave={(checklist) => update({ checklist })}
      />
      <Attachments task={task} canEdit={canEdit} onSave={(files) => update({ files })} />
      {canEdit || task.can.delete ? (
        <div className="tt-task-actions">
          {canEdit ? (
            <Button
              icon={task.finished ? "undo" : "tick-circle"}
              text={task.finished ? t("task.reopen") : t("task.finish")}
              onClick={() => void toggleFinished()}
            />
          ) : null}
          {task.can.delete && !finishedDesk ? (
            <Button
              icon="trash"
              intent="danger"
              variant="outlined"
              text={t("task.delete")}
              onClick={() => setDeleting(true)}
            />
          ) : null}
        </div>
      ) : null}
      <Comments
        taskId={task._id}
        nameOf={nameOf}
        onChanged={(delta) =>
          queryClient.setQueryData<DeskView>(trackerKeys.desk(desk._id), (current) =>
            current
              ? {
                  ...current,
                  cards: current.cards.map((card) =>
                    card._id === task._id ? { ...card, comments: Math.max(0, card.comments + delta) } : card,
                  ),
                }
              : current,
          )
        }
      />
      <ConfirmDialog
        open={deleting}
        text={t("task.deleteConfirm", { name: task.name })}
        confirmText={t("task.delete")}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(false)}
      />
    </div>
  );
}

/** What a viewer sees of a task: its fields as text. */
function ReadOnlyTask({ task, nameOf }: { task: TaskView; nameOf: (id: string) => string }) {
  const { t } = useTrackerTranslation();
  const days = useDays();
  const people = (ids: readonly string[]) => (ids.length ? ids.map(nameOf).join(", ") : t("task.nobody"));
  const rows: Array<[string, string]> = [
    [t("task.performer"), task.performerId ? nameOf(task.performerId) : t("task.nobody")],
    [t("task.coPerformers"), people(task.coPerformerIds)],
    [t("task.observers"), people(task.observerIds)],
    [t("task.priority"), t(`priority.${task.priority}`)],
    [t("task.start"), task.start ? days.date(task.start) : "—"],
    [t("task.due"), task.due ? days.date(task.due) : "—"],
    [t("task.plannedHours"), task.plannedHours === null ? "—" : String(task.plannedHours)],
    [t("task.actualHours"), task.actualHours === null ? "—" : String(task.actualHours)],
  ];
  return (
    <div className="tt-task-readonly">
      <p className="tt-muted">{t("task.readOnly")}</p>
      {task.description ? <RichTextView html={task.description} /> : null}
      <dl className="tt-fields">
        {rows.map(([label, text]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <TagChips module="taskTracker" ids={task.tags} />
    </div>
  );
}
