import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isErrorCode } from "@intranet/contracts/errors";
import { isApiError } from "../api/errors";

/**
 * Puts a 400 answer's `details.issues` (body fields) on the form's fields. Returns whether any
 * field took one, so the form can skip its general error line.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<Path<T>>,
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path);
    if (issue.in !== "body" || !field) continue;
    setError(field, { type: "server", message: issue.message });
    applied = true;
  }
  return applied;
}

/**
 * A 400 answer's body issues that carry a catalogue code, by form field: `place` names the field of
 * an issue's path, `code` may rewrite the code for it; the first issue of a field wins. Empty when
 * the API refused the form as a whole (the form then shows the error above its fields).
 */
export function bodyIssuesByField<K extends string>(
  error: unknown,
  place: (path: string[]) => K,
  code: (field: K, message: string) => string = (_field, message) => message,
): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  if (!isApiError(error)) return found;
  for (const issue of error.issues)
    if (issue.in === "body" && isErrorCode(issue.message)) {
      const field = place(issue.path.split(".").filter(Boolean));
      found[field] ??= code(field, issue.message);
    }
  return found;
}
