import type { VacancyStatus } from "./schemas";

/** A vacancy in the list and the widget. */
export interface VacancySummary {
  id: string;
  title: string;
  status: VacancyStatus;
  salaryFrom: number | null;
  salaryTo: number | null;
  currency: string;
  city: string;
  departmentId: string | null;
  tagIds: string[];
  authorId: string;
  createdAt: string;
  updatedAt: string;
  /** The caller has responded. */
  responded: boolean;
  /** When the caller responded (with `responded`): the vacancy's page says "You responded on <date>". */
  respondedAt?: string;
  /** Responses so far: only for whom may read them (recipients and admins). */
  responsesCount?: number;
}

export interface VacancyView extends VacancySummary {
  description: string;
  requirements: string;
  conditions: string;
  /** Who gets responses (empty: every administrator); only for admins. */
  recipients?: string[];
  /** What the caller may do. */
  can: { edit: boolean; respond: boolean; readResponses: boolean };
}

export interface VacancyPage {
  items: VacancySummary[];
  cursor: string | null;
}

export interface VacancyResponseView {
  id: string;
  vacancyId: string;
  userId: string;
  message: string;
  cv: { fileId: string; name: string; size: number; contentType: string } | null;
  at: string;
}

export interface VacancyRespondedView {
  responseId: string;
}
