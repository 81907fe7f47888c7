import type { Audience } from "../audiences/schemas";
import type { IdeaStatus, IdeaVisibility } from "./schemas";

export interface IdeaFileView {
  fileId: string;
  name: string;
  size: number;
}

/** A status change: who made it, when, and the reason of a decline (or a note). */
export interface IdeaStatusEntry {
  status: IdeaStatus;
  at: string;
  /** Absent for the idea's arrival (its author sent it). */
  byId?: string;
  reason?: string;
}

export interface IdeaComment {
  authorId: string;
  text: string;
  at: string;
}

/** What the caller may do with an idea (the rules the API enforces). */
export interface IdeaCan {
  /** Support it (not their own). */
  vote: boolean;
  /** Move it: the recipients and admins. */
  move: boolean;
  comment: boolean;
}

export interface IdeaSummary {
  _id: string;
  client_id: string;
  authorId: string;
  title: string;
  excerpt: string;
  status: IdeaStatus;
  votes: number;
  /** Whether the caller supports it. */
  voted: boolean;
  commentsCount: number;
  createdAt: string;
}

export interface IdeaView extends IdeaSummary {
  process: string;
  flaw: string;
  change: string;
  result: string;
  files: IdeaFileView[];
  statuses: IdeaStatusEntry[];
  comments: IdeaComment[];
  revision: number;
  can: IdeaCan;
}

export interface IdeaPage {
  items: IdeaSummary[];
  cursor: string | null;
}

export interface IdeaVoteView {
  votes: number;
  voted: boolean;
}

export interface IdeaSettingsView {
  recipients: Audience[];
  visibility: IdeaVisibility;
  /** Whether the caller receives ideas (moves them). */
  recipient: boolean;
  /** Whether the caller sees the company's board (else only their own ideas). */
  board: boolean;
}
