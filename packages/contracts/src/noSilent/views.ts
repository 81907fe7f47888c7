import type { Audience } from "../audiences/schemas";
import type { ReportFileType, ReportStatus } from "./schemas";

/** A file of a report: its name, size and type (its bytes by a short-lived link). */
export interface ReportFileView {
  id: string;
  name: string;
  size: number;
  contentType: ReportFileType;
}

/**
 * One message of a report's two-way channel. A recipient's names its author and time; the
 * reporter's carries a day only, and never a person.
 */
export type ReportMessageView =
  { from: "reporter"; text: string; day: string } | { from: "recipient"; authorId: string; text: string; at: string };

/**
 * A status change: the status, the day, and the recipients' comment (what the reporter reads); the
 * recipients also see who made it and when (absent for the report's arrival).
 */
export interface ReportStatusEntry {
  status: ReportStatus;
  day: string;
  comment?: string;
  byId?: string;
  at?: string;
}

/** What the reporter reads with the follow-up code: no person of the company is named. */
export interface FollowUpView {
  day: string;
  anonymous: boolean;
  description: string;
  files: ReportFileView[];
  status: ReportStatus;
  /** Without who made each change, nor when beyond the day. */
  statuses: Array<Pick<ReportStatusEntry, "status" | "day" | "comment">>;
  /** The recipients' messages carry no author here. */
  messages: Array<{ from: "reporter" | "recipient"; text: string; day: string }>;
}

/** A report as its recipients (and the author of a named one) read it. */
export interface ReportView {
  _id: string;
  client_id: string;
  /** The day it was sent (an anonymous report keeps no finer time). */
  day: string;
  anonymous: boolean;
  /** A named report's author and the name they gave; an anonymous one has neither. */
  authorId?: string;
  name?: string;
  description: string;
  files: ReportFileView[];
  status: ReportStatus;
  statuses: ReportStatusEntry[];
  messages: ReportMessageView[];
  revision: number;
  can: { answer: boolean };
}

export interface ReportSummary {
  _id: string;
  day: string;
  anonymous: boolean;
  name?: string;
  excerpt: string;
  status: ReportStatus;
  messagesCount: number;
  filesCount: number;
}

export interface ReportPage {
  items: ReportSummary[];
  cursor: string | null;
}

/** What sending answers: an anonymous report's follow-up code (shown once), a named one's id. */
export type SentReport = { anonymous: true; code: string } | { anonymous: false; reportId: string };

export interface ReportSettingsView {
  /** Who receives reports; empty: the company's admins. */
  recipients: Audience[];
  /** Whether the caller receives reports (they see the inbox). */
  recipient: boolean;
}
