import { isErrorCode } from "@intranet/contracts/errors";
import {
  updateVacancyBodySchema,
  type UpdateVacancyInput,
  type VacancyStatus,
  type VacancyView,
} from "@intranet/contracts/vacancies";
import { bodyIssuesByField } from "../../../forms/serverIssues";

/** A vacancy while it is edited: amounts as typed, no department as "". */
export interface VacancyDraft {
  title: string;
  description: string;
  requirements: string;
  conditions: string;
  salaryFrom: string;
  salaryTo: string;
  currency: string;
  city: string;
  departmentId: string;
  recipients: string[];
  tagIds: string[];
  status: VacancyStatus;
}

export function emptyDraft(currency: string): VacancyDraft {
  return {
    title: "",
    description: "",
    requirements: "",
    conditions: "",
    salaryFrom: "",
    salaryTo: "",
    currency,
    city: "",
    departmentId: "",
    recipients: [],
    tagIds: [],
    status: "open",
  };
}

const amountText = (amount: number | null) => (amount == null ? "" : String(amount));

/** The editor's draft of a saved vacancy. */
export function draftOf(vacancy: VacancyView): VacancyDraft {
  return {
    title: vacancy.title,
    description: vacancy.description,
    requirements: vacancy.requirements,
    conditions: vacancy.conditions,
    salaryFrom: amountText(vacancy.salaryFrom),
    salaryTo: amountText(vacancy.salaryTo),
    currency: vacancy.currency,
    city: vacancy.city,
    departmentId: vacancy.departmentId ?? "",
    recipients: vacancy.recipients ?? [],
    tagIds: vacancy.tagIds,
    status: vacancy.status,
  };
}

/** An editor's HTML with no words, picture or table in it ("<p></p>") is an empty part. */
export function blankHtml(html: string): boolean {
  if (/<(img|table)\b/i.test(html)) return false;
  return !html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "");
}

const part = (html: string) => (blankHtml(html) ? "" : html);

/** "150 000" → 150000; empty → null; anything else NaN, which the schema refuses (vacancies.bad_salary). */
export function amountOf(text: string): number | null {
  const digits = text.replace(/[\s\u00a0\u202f]/g, "");
  if (!digits) return null;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The body of PUT /api/vacancy/{id}; POST /api/vacancy takes it without `status`. */
export function bodyOf(draft: VacancyDraft): UpdateVacancyInput {
  return {
    title: draft.title,
    description: part(draft.description),
    requirements: part(draft.requirements),
    conditions: part(draft.conditions),
    salaryFrom: amountOf(draft.salaryFrom),
    salaryTo: amountOf(draft.salaryTo),
    currency: draft.currency,
    city: draft.city,
    departmentId: draft.departmentId || null,
    recipients: draft.recipients,
    tagIds: draft.tagIds,
    status: draft.status,
  };
}

/** Catalogue codes by field (`title`, `description`, `salaryFrom`, `salaryTo`, `recipients`…). */
export type DraftErrors = Partial<Record<keyof VacancyDraft, string>>;

const fields = new Set<string>(Object.keys(emptyDraft("USD")));
const fieldOf = (path: ReadonlyArray<PropertyKey>) => {
  const head = String(path[0] ?? "");
  return (fields.has(head) ? head : "title") as keyof VacancyDraft;
};

/** The contract's own rules (title, description, salaries and their order…), with their catalogue codes. */
export function validateDraft(draft: VacancyDraft): DraftErrors {
  const result = updateVacancyBodySchema.safeParse(bodyOf(draft));
  if (result.success) return {};
  const errors: DraftErrors = {};
  for (const issue of result.error.issues)
    errors[fieldOf(issue.path)] ??= isErrorCode(issue.message) ? issue.message : "vacancies.validation_error";
  // The schema compares the bounds only once every field passes: say everything at once.
  const from = amountOf(draft.salaryFrom);
  const to = amountOf(draft.salaryTo);
  if (from != null && to != null && from > to) errors.salaryTo ??= "vacancies.salary_range";
  return errors;
}

/** The API's field issues (a 400's `details.issues`) by field; empty when it refused the vacancy as a whole. */
export const serverFieldErrors = (error: unknown): DraftErrors => bodyIssuesByField(error, fieldOf);
