import type { Audience } from "../audiences/schemas";
import type { Field, FieldValue, Performer, RequestStatus, ServiceType, StepAction, StoredStep } from "./schemas";

export interface ServiceGroupView {
  _id: string;
  client_id: string;
  name: string;
  /** Services in the group, templates included: a group is deleted only when this is 0. */
  servicesCount: number;
}

/** What the caller may do with a service (the rules the API enforces). */
export interface ServiceCan {
  /** Order it: for them (for all, or their audiences), not a template, with its steps complete. */
  order: boolean;
  /** Edit, convert, delete, its steps: the company's admins. */
  manage: boolean;
  /** See all its orders ("rights and orders"): its responsible department and admins. */
  orders: boolean;
}

/** A service in the catalogue. */
export interface ServiceSummary {
  _id: string;
  client_id: string;
  name: string;
  groupId: string;
  type: ServiceType;
  template: boolean;
  departmentId: string | null;
  dayLimit: number;
  stepsCount: number;
  /** The description's text without markup, shortened (the catalogue's cards). */
  excerpt: string;
  can: ServiceCan;
}

/** A whole service: its form, steps and who may order it. */
export interface ServiceView extends ServiceSummary {
  /** Cleaned HTML. */
  description: string;
  articleId: string | null;
  forAll: boolean;
  audiences: Audience[];
  comments: boolean;
  fields: Field[];
  steps: StoredStep[];
  authorId: string;
  createdAt: string;
  updatedAt: string;
}

export interface CatalogueView {
  groups: ServiceGroupView[];
  services: ServiceSummary[];
}

/** Where one step of a request stands. */
export type RequestStepState = "waiting" | "current" | "approved" | "declined" | "returned" | "skipped";

/** One step of a request: its definition as when the request started, its performers resolved. */
export interface RequestStepView {
  id: string;
  name: string;
  performer: Performer;
  review: boolean;
  dayLimit: number;
  fields: Field[];
  /** The people who may answer it (resolved when the request started). */
  performers: string[];
  state: RequestStepState;
  /** When it became current, and its due date (working days; absent: no limit). */
  startedAt?: string;
  dueAt?: string;
  /** Who answered it, when, their step's values, the reason of a refusal or return. */
  answeredBy?: string;
  answeredAt?: string;
  values?: Record<string, FieldValue>;
  reason?: string;
}

export type HistoryAction = StepAction | "started" | "reminded" | "overdue";

/** One line of a request's history: who did what, when, on which step, why. */
export interface HistoryEntry {
  at: string;
  /** Absent for what the system did (a reminder, an overdue step). */
  actorId?: string;
  action: HistoryAction;
  stepId?: string;
  reason?: string;
}

/** What the caller may do with a request now. */
export interface RequestCan {
  /** Approve or decline the current step: one of its performers, or an admin. */
  answer: boolean;
  /** Return it to the initiator: `answer` on a review step. */
  return: boolean;
  /** Resubmit it (returned to them) or withdraw it: the initiator while it is open. */
  resubmit: boolean;
  withdraw: boolean;
  /** Read and write its discussion. */
  comment: boolean;
}

/** A request in the lists. */
export interface RequestSummary {
  _id: string;
  client_id: string;
  /** A short number per company, for people to quote ("#12"). */
  number: number;
  serviceId: string;
  serviceName: string;
  initiatorId: string;
  status: RequestStatus;
  /** The current step (absent once finished), its performers and due date. */
  currentStep?: { id: string; name: string; performers: string[]; dueAt?: string; overdue: boolean };
  createdAt: string;
  updatedAt: string;
  finishedAt?: string;
  /** The whole request's due date (the service's day limit). */
  dueAt?: string;
}

/** A file attached to a request's field, as uploaded (its name is shown, its link asked on click). */
export interface AttachedFile {
  name: string;
  size: number;
}

export interface RequestView extends RequestSummary {
  revision: number;
  form: Field[];
  values: Record<string, FieldValue>;
  /** The files the form's and the steps' values name, by file id. */
  files: Record<string, AttachedFile>;
  steps: RequestStepView[];
  history: HistoryEntry[];
  comments: boolean;
  can: RequestCan;
}

export interface RequestPage {
  items: RequestSummary[];
  cursor: string | null;
}

/** The performer's inbox: what waits for their answer, oldest due first within the page. */
export interface InboxPage extends RequestPage {
  /** How many requests wait for the caller (the menu's badge). */
  count: number;
}

export interface InboxCount {
  count: number;
}
