import type { ThanksSummary } from "../wall/views";
import type { LinkKind, LinksModule } from "./schemas";

/** The answer shapes (views) of the widgets module: what its routes answer and its events carry. */

/** The little a birthday widget shows of a colleague. `birthday` is the month and day, "MM-DD" (no year, no age). */
export interface BirthdayPerson {
  _id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  position?: string;
  department?: string;
  avatar?: string;
  birthday: string;
}

export interface UpcomingBirthday {
  user: BirthdayPerson;
  /** The day it is celebrated, "YYYY-MM-DD": this year's or next year's (29 February → 28 February in common years). */
  date: string;
  /** Days from today, 1 … `days`. */
  inDays: number;
}

/** Active employees only; each person once, at their next birthday; `upcoming` sorted by date, then name. */
export interface BirthdaysView {
  /** The day the answer was computed for, "YYYY-MM-DD" in the requested time zone. */
  date: string;
  days: number;
  today: BirthdayPerson[];
  upcoming: UpcomingBirthday[];
}

/** Newest first: who thanked whom, an excerpt, when. */
export interface ThanksWidgetView {
  items: ThanksSummary[];
}

export interface LinkView {
  _id: string;
  title: string;
  link: string;
  kind: LinkKind;
  order: number;
}

/** A module's links block; `links` sorted by order, then creation. A block never configured is active and empty. */
export interface LinksBlockView {
  module: LinksModule;
  active: boolean;
  links: LinkView[];
}

/** GET /api/links_block/{client}: the tenant's configured blocks, by module name. */
export interface LinksBlockList {
  items: LinksBlockView[];
}
