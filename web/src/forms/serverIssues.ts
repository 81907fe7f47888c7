import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isErrorCode } from "@intranet/contracts/errors";
import { isApiError, type ValidationIssue } from "../api/errors";
import { i18n } from "../i18n";
import { translateMessage } from "../i18n/translateMessage";

/** An issue's message the forms can translate: zod's own English text becomes "Invalid value". */
const formMessage = (issue: ValidationIssue) =>
  isErrorCode(issue.message.split("?")[0]) || issue.message.startsWith("validation.")
    ? issue.message
    : "validation.invalid";

/**
 * Puts a 400 answer's `details.issues` (body fields) on the form's fields; an issue of a field the
 * form does not show becomes a toast naming it ("Phone: Enter a valid phone number"), with the
 * label `labelOf` gives. Returns whether any issue was shown, so the form can skip its general
 * error line.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<Path<T>>,
  setError: UseFormSetError<T>,
  labelOf: (path: string) => string | undefined = () => undefined,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const issue of error.issues) {
    if (issue.in !== "body" || !issue.path) continue;
    const field = fields.find((name) => name === issue.path);
    if (field) setError(field, { type: "server", message: formMessage(issue) });
    else {
      const message = translateMessage(i18n.t, formMessage(issue));
      // Loaded when needed: the login form uses this, and its route stays without the toaster.
      void import("../ui/toast").then(({ showToast }) =>
        showToast(`${labelOf(issue.path) ?? issue.path}: ${message}`, "danger"),
      );
    }
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
