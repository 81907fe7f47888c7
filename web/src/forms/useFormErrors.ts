import { useState } from "react";

/** A form's messages by field: catalogue codes or packed `validation.*` keys. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

interface ServerErrors<K extends string> {
  errors: FieldErrors<K>;
  /** Each field's value when the API refused it (JSON), so a change shows the message is answered. */
  values: Partial<Record<K, string>>;
}

const none = { errors: {}, values: {} };
/** A field's value by its path: "name", or "questions.0.text" inside lists and objects. */
const valueAt = (draft: unknown, field: string): unknown =>
  field.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], draft);
const snapshot = (value: unknown) => JSON.stringify(value ?? null);

/**
 * The forms' one validation pattern for a draft kept in state (react-hook-form's forms get the same
 * from its defaults: mode onSubmit, reValidateMode onChange). Nothing is said before the first
 * submit; from then on the draft is checked at every change, so a message leaves as soon as its
 * field is fixed. A refusal from the API sits at its field until that field changes.
 *
 * `validate` gives the draft's messages by field; `valueOf` reads a field's value (default: by its
 * dotted path, "questions.0.text"; a form placing several inputs at one field names them all).
 */
export function useFormErrors<D, K extends string>(
  draft: D,
  validate: (draft: D) => FieldErrors<K>,
  valueOf: (draft: D, field: K) => unknown = valueAt,
) {
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<ServerErrors<K>>(none);
  const errors: FieldErrors<K> = {};
  for (const [field, message] of Object.entries(server.errors) as Array<[K, string]>)
    if (snapshot(valueOf(draft, field)) === server.values[field]) errors[field] = message;
  if (submitted) Object.assign(errors, validate(draft));
  const invalid = Object.keys(errors).length > 0;

  return {
    errors,
    /** Whether any field has a message (the form says "check the fields" above them). */
    invalid,
    /** At submit: from now on the draft is checked as it changes; true when it may be sent. */
    check(): boolean {
      setSubmitted(true);
      setServer(none);
      return Object.keys(validate(draft)).length === 0;
    },
    /** After a send that empties the form: quiet again until the next submit. */
    reset(): void {
      setSubmitted(false);
      setServer(none);
    },
    /** The API's messages by field (from `bodyIssuesByField`); false when it named none. */
    refuse(found: FieldErrors<K>): boolean {
      const fields = Object.keys(found) as K[];
      if (!fields.length) return false;
      const values: Partial<Record<K, string>> = {};
      for (const field of fields) values[field] = snapshot(valueOf(draft, field));
      setServer({ errors: found, values });
      return true;
    },
  };
}
