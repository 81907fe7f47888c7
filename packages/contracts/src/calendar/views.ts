import type { Audience } from "../audiences/schemas";
import type { NameParts } from "../users/names";
import type { EventColor, Repeat } from "./schemas";

/** One occurrence in a range (a one-off event is its own single occurrence). */
export interface EventOccurrenceView {
  /** The occurrence's id: what get, edit, move and delete take. */
  id: string;
  /** The series (or the one-off event) it belongs to. */
  eventId: string;
  name: string;
  /** Instants (ISO 8601, UTC). */
  start: string;
  end: string;
  /** The wall-clock day and times in the event's zone. */
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  color: EventColor;
  organizerId: string;
  /** Part of a series. */
  recurring: boolean;
  /** An occurrence of a series that was changed on its own. */
  detached: boolean;
}

export interface EventRangeView {
  from: string;
  to: string;
  items: EventOccurrenceView[];
  /** More occurrences than one answer carries (calendarLimits.listMax): narrow the range. */
  truncated: boolean;
  /**
   * What other modules put on the person's days (a task's deadline, an absence), read fresh from
   * each module switched on whose right the person holds; empty in the company view.
   */
  dated: DatedEntryView[];
}

/** A day or days another module marks in the person's calendar; it opens at `path` in that module. */
export interface DatedEntryView {
  /** The module that offers it (a manifest key). */
  source: string;
  /** Unique within its source. */
  id: string;
  kind: "deadline" | "absence";
  title: string;
  /** The first and last day it covers (ISO dates, inclusive). */
  day: string;
  endDay: string;
  /** The SPA path that opens it. */
  path: string;
  /** A deadline already passed with the work not finished. */
  overdue: boolean;
  /** Not settled yet (a vacation waiting for the chief's approval). */
  tentative: boolean;
  /** Whose it is, when it is a person's (an absence): the SPA names them in the reader's order. */
  person?: NameParts;
}

/** One occurrence with everything the details dialog and the editor show. */
export interface EventView extends EventOccurrenceView {
  description: string;
  link: string;
  comment: string;
  members: { userIds: string[]; audiences: Audience[] };
  /** The series' rule and first day (absent for a one-off event). */
  repeat?: Repeat;
  seriesDate?: string;
  /** Occurrences in the series now. */
  occurrences?: number;
  /** The caller is invited (named or by an audience) or organizes it. */
  invited: boolean;
  /** The organizer and the company's admins may change and delete it. */
  canEdit: boolean;
  createdAt: string;
  updatedAt: string;
}

/** An .ics file of one event or series (the SPA saves it as a download). */
export interface EventIcsView {
  fileName: string;
  content: string;
}

/** The caller's private iCalendar feed: a secret address calendar apps subscribe to. */
export interface CalendarFeedView {
  /** Absent until the person turns the feed on. */
  url: string | null;
  createdAt: string | null;
}

/** What the bus carries about a change (subscribers re-read the records). */
export interface EventChangeDetail {
  eventId: string;
  /** The occurrences the change touched (all of them for a new or deleted series). */
  occurrenceIds: string[];
  actorId: string;
  /** invited: new; changed: fields; moved: times; cancelled: deleted. */
  change: "invited" | "changed" | "moved" | "cancelled";
  /** People and audiences who were invited before the change (to tell the ones removed). */
  previousMembers?: { userIds: string[]; audiences: Audience[] };
  name: string;
  start: string;
}
