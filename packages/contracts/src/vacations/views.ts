import type { DayCount, LedgerKind, VacationStatus } from "./schemas";

export interface VacationView {
  _id: string;
  userId: string;
  /** The first and last day (ISO dates, inclusive). */
  start: string;
  end: string;
  /** The days it takes from the balance (calendar or working days, the company's setting when planned). */
  days: number;
  status: VacationStatus;
  comment: string;
  /** Who planned it (the person, or someone with `vacations_edit`). */
  createdBy: string;
  decidedBy: string | null;
  reason: string | null;
  revision: number;
  /** What the caller may do with it. */
  can: { edit: boolean; cancel: boolean; decide: boolean };
}

export interface BalanceView {
  userId: string;
  /** Days left: what the ledger sums to (pending requests already taken off). */
  days: number;
  /** Of those taken off, the days of requests still waiting for the chief. */
  pending: number;
}

export interface VacationSettingsView {
  dayCount: DayCount;
  approval: boolean;
  yearlyDays: number;
}

/** GET /api/user/vacations/person/{user} (and `mine`): a person's balance and vacations. */
export interface PersonVacationsView {
  userId: string;
  balance: BalanceView;
  vacations: VacationView[];
  settings: Pick<VacationSettingsView, "dayCount" | "approval">;
  /** The caller plans and edits this person's vacations regardless of the rules for oneself. */
  editor: boolean;
}

export interface LedgerEntryView {
  at: string;
  kind: LedgerKind;
  delta: number;
  /** The balance after this entry. */
  balance: number;
  by: string;
  note: string;
  vacationId: string | null;
}

export interface LedgerPage {
  userId: string;
  items: LedgerEntryView[];
}

export interface ChartPerson {
  userId: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  position: string | null;
  department: string | null;
}

/** An absence as the chart shows it to everyone with the right: when, not why. */
export interface ChartVacation {
  _id: string;
  userId: string;
  start: string;
  end: string;
  days: number;
  status: VacationStatus;
}

export interface VacationChartView {
  from: string;
  to: string;
  people: ChartPerson[];
  vacations: ChartVacation[];
  /** More people than one chart holds (vacationLimits.chartPeopleMax): narrow the department or search. */
  truncated: boolean;
}

/** A request waiting for the caller's decision, with whose it is. */
export interface VacationRequestView extends VacationView {
  person: ChartPerson;
  balance: number;
}

/** What a create or edit answers: the vacation and the balance after it. */
export interface VacationSaved {
  vacation: VacationView;
  balance: BalanceView;
}
