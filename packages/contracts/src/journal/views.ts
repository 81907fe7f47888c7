import type { JournalAction, JournalSection } from "./schemas";

/** One changed field: its value before and after, as JSON text (absent: the field had no value). */
export interface JournalChange {
  field: string;
  before?: string;
  after?: string;
}

export interface JournalPerson {
  userId: string;
  /** The name at the time of the change (names change; the journal keeps what was true then). */
  firstName?: string;
  lastName?: string;
}

export interface JournalEntryView {
  entryId: string;
  /** ISO time of the change. */
  at: string;
  section: JournalSection;
  action: JournalAction;
  actor: JournalPerson & {
    /** A platform superadmin acting inside the workspace. */
    superadmin: boolean;
  };
  /** What was changed: a person, the company, a template…; its label as it was then. */
  target?: { type: string; id: string; label?: string };
  changes: JournalChange[];
  /** Fields changed beyond those kept (journalLimits.changesMax). */
  moreChanges?: number;
  /** A short fact that is not a field change (a task's name, a file count, a role). */
  detail?: string;
}

export interface JournalPage {
  entries: JournalEntryView[];
  cursor: string | null;
}
