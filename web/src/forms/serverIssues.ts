import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
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
