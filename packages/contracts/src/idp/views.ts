import type { IdpStatus } from "./schemas";

/** A task of a plan. */
export interface IdpTaskView {
  _id: string;
  title: string;
  description: string;
  /** ISO date, or none. */
  due: string | null;
  /** A course to complete (the courses module's id) and its title when the courses module answers it. */
  courseId: string | null;
  courseTitle: string | null;
  done: boolean;
  doneBy: string | null;
  doneAt: string | null;
  /** Open past its due date (by the plan's day, UTC). */
  overdue: boolean;
}

/** What the caller may do on a plan. */
export interface IdpCan {
  /** Edit the plan and its tasks, finish or reopen it (creator, the employee's chiefs, admins). */
  edit: boolean;
  /** Mark tasks done (the employee too). */
  finishTasks: boolean;
  /** Write notes (everyone who sees it). */
  note: boolean;
  /** Delete the plan (its creator and admins). */
  delete: boolean;
}

/** A plan in a list (people are ids: the SPA names them from the company's people). */
export interface IdpSummary {
  _id: string;
  client_id: string;
  title: string;
  status: IdpStatus;
  employeeId: string;
  creatorId: string;
  observerId: string | null;
  tasks: number;
  tasksDone: number;
  overdue: number;
  /** The nearest open task's due date. */
  nextDue: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A plan with its tasks (GET /api/idp/plan/{id}). */
export interface IdpView extends IdpSummary {
  description: string;
  chiefIds: string[];
  taskList: IdpTaskView[];
  finishedAt: string | null;
  revision: number;
  can: IdpCan;
}

export interface IdpPage {
  items: IdpSummary[];
  cursor: string | null;
}

export interface IdpNoteView {
  _id: string;
  authorId: string;
  text: string;
  createdAt: string;
  /** The caller wrote it (may delete it). */
  mine: boolean;
}

export interface IdpNotesPage {
  items: IdpNoteView[];
  cursor: string | null;
}

/** What one journal entry changed: a field from → to (values as text; dates ISO; people ids). */
export interface IdpChangeView {
  field: string;
  from: string | null;
  to: string | null;
}

export const idpJournalActions = [
  "created",
  "edited",
  "finished",
  "reopened",
  "task_added",
  "task_edited",
  "task_removed",
  "task_done",
  "task_undone",
  "note_added",
  "note_removed",
] as const;
export type IdpJournalAction = (typeof idpJournalActions)[number];

export interface IdpJournalEntryView {
  _id: string;
  at: string;
  /** Who did it (`system`: a course learned finished a task). */
  by: string;
  action: IdpJournalAction;
  /** The task's title it is about, if any. */
  task: string | null;
  changes: IdpChangeView[];
}

export interface IdpJournalPage {
  items: IdpJournalEntryView[];
  cursor: string | null;
}

/** Analytics: plans by status and tasks (the company's for admins; a chief's people's for a chief). */
export interface IdpAnalyticsView {
  scope: "company" | "team";
  active: number;
  finished: number;
  tasksOpen: number;
  tasksDone: number;
  overdueTasks: number;
  /** A chief's figures read their first plans only (`idpLimits.teamAnalyticsMax`). */
  partial: boolean;
  /** Active plans with overdue tasks, most overdue first (at most 20). */
  late: IdpSummary[];
}

/** The /idp page's frame: which tabs the caller has. */
export interface IdpAccessView {
  admin: boolean;
  /** Heads a department (or has people's plans to follow): the my-employees' and analytics tabs. */
  chief: boolean;
  /** May create plans (admins; chiefs for their people). */
  create: boolean;
}
