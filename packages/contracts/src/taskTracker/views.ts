import type { Grant } from "../audiences/schemas";
import type { CardColour, DeskStatus, DeskType, TaskPriority } from "./schemas";

/**
 * The caller's place on a board: its owner, an admin (settings, lanes, finish), an editor (tasks),
 * a viewer (views and comments), or an outsider who sees a closed board's name in the list only.
 */
export type DeskRole = "owner" | "admin" | "editor" | "viewer" | "outsider";

export interface DeskCan {
  /** See the cards, open tasks and comment. */
  view: boolean;
  /** Create, edit, move and finish tasks. */
  edit: boolean;
  /** Settings, lanes, finish and restore the board. */
  manage: boolean;
}

/** A board in the lists (/task-tracker/). */
export interface DeskSummary {
  _id: string;
  client_id: string;
  name: string;
  description: string;
  type: DeskType;
  status: DeskStatus;
  ownerId: string;
  projectId: string | null;
  role: DeskRole;
  /** Whether the caller counts it among their boards (owner, admin, or named in a grant). */
  member: boolean;
  favourite: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface LaneView {
  _id: string;
  name: string;
}

export interface ChecklistItemView {
  id: string;
  text: string;
  done: boolean;
}

export interface TaskFileView {
  fileId: string;
  name: string;
  size: number;
  mime: string;
}

/** A task as a card: what the board and the table show (its description, checklist and comments are the task's). */
export interface TaskCardView {
  _id: string;
  deskId: string;
  laneId: string;
  /** Its place in the lane (fractional index): cards sort by rank, then by id. */
  rank: string;
  name: string;
  authorId: string;
  performerId: string | null;
  coPerformerIds: string[];
  observerIds: string[];
  start: string | null;
  due: string | null;
  plannedHours: number | null;
  actualHours: number | null;
  priority: TaskPriority;
  colour: CardColour;
  border: CardColour;
  tags: string[];
  checklist: { done: number; total: number };
  comments: number;
  files: number;
  /** Its own finish flag, or the board's (a finished board's tasks are all finished). */
  finished: boolean;
  finishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  revision: number;
}

/** An open board: its settings, lanes and every card. */
export interface DeskView extends DeskSummary {
  admins: string[];
  grants: Grant[];
  lanes: LaneView[];
  cards: TaskCardView[];
  finishedAt: string | null;
  revision: number;
  can: DeskCan;
}

export interface TaskView extends TaskCardView {
  deskName: string;
  laneName: string;
  /** Sanitised rich text. */
  description: string;
  checklistItems: ChecklistItemView[];
  fileList: TaskFileView[];
  can: DeskCan & {
    /** Delete the task: its author while nobody else touched it, or the board's editors. */
    delete: boolean;
  };
}

export interface TaskCommentView {
  _id: string;
  authorId: string;
  html: string;
  createdAt: string;
  /** Whether the caller may delete it (its author, or the board's admins). */
  canDelete: boolean;
}

export interface TaskCommentPage {
  items: TaskCommentView[];
  cursor: string | null;
}

/** A task of mine across boards (/task-tracker/ "My tasks"). */
export interface MyTaskView {
  taskId: string;
  deskId: string;
  deskName: string;
  name: string;
  /** Why it is mine: I perform it, help perform it, observe it, or wrote it. */
  role: "performer" | "coPerformer" | "observer" | "author";
  due: string | null;
  priority: TaskPriority;
  finished: boolean;
  overdue: boolean;
}

export interface ProjectView {
  _id: string;
  client_id: string;
  name: string;
  description: string;
  ownerId: string;
  /** The boards of the project the caller may see. */
  deskIds: string[];
  canEdit: boolean;
  createdAt: string;
}

/** Board finish and restore: the board at once; its tasks follow (a job for a large board). */
export interface DeskStateView {
  desk: DeskSummary & { finishedAt: string | null; revision: number };
  /** Whether its tasks are still being finished or reopened in the background. */
  pending: boolean;
}
