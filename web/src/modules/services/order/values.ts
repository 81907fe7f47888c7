import { fieldValueSchema, type Field, type FieldValue } from "@intranet/contracts/services";

/** What a field holds while it is being filled (numbers as typed, a period's two days). */
export type Draft = string | boolean | string[] | { from: string; to: string };
export type Drafts = Record<string, Draft>;

/** A field's empty draft. */
export function emptyDraft(field: Field): Draft {
  if (field.type === "checkbox") return false;
  if (field.type === "period") return { from: "", to: "" };
  if (field.type === "file" || field.type === "users") return [];
  return "";
}

/** The draft of a value already given (a returned request being resubmitted). */
export function draftOf(field: Field, value: FieldValue | undefined): Draft {
  if (value === undefined) return emptyDraft(field);
  if (typeof value === "number") return String(value);
  return value;
}

const isEmpty = (draft: Draft) => {
  if (typeof draft === "boolean") return false;
  if (typeof draft === "string") return draft.trim() === "";
  if (Array.isArray(draft)) return draft.length === 0;
  return !draft.from && !draft.to;
};

/**
 * The values to send and the errors by field id (catalogue codes, or `required`): an empty optional
 * field is left out, a required checkbox must be ticked, and every value is checked with the
 * contract's `fieldValueSchema` (the same rules the server applies).
 */
export function checkValues(fields: Field[], drafts: Drafts) {
  const values: Record<string, FieldValue> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const draft = drafts[field.id] ?? emptyDraft(field);
    if (isEmpty(draft) || (field.type === "checkbox" && draft === false && field.required)) {
      if (field.required) errors[field.id] = "required";
      continue;
    }
    const raw = field.type === "number" && typeof draft === "string" ? Number(draft.trim().replace(",", ".")) : draft;
    const parsed = fieldValueSchema(field.type).safeParse(raw);
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? "services.bad_value";
      errors[field.id] = /^[a-z_]+\.[a-z_]+$/.test(code) ? code : "services.bad_value";
      continue;
    }
    if (field.type === "select" && !field.options.includes(parsed.data as string)) {
      errors[field.id] = "services.bad_value";
      continue;
    }
    values[field.id] = parsed.data as FieldValue;
  }
  return { values, errors };
}
