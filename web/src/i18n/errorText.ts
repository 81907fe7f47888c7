import { isApiError } from "../api/errors";
import { detailParams, translateCode, type AnyT } from "./translateMessage";

/** What to tell the user about a failed call, in their language (rules-calls-errors-spec §8). */
export function errorText(t: AnyT, error: unknown): string {
  if (!isApiError(error)) return translateCode(t, "common.error_occurred");
  if (error.kind === "network") return (t as unknown as (key: string) => string)("ui:dialogs.networkText");
  if (error.code) return translateCode(t, error.code, detailParams(error.details), error.message);
  return error.message || translateCode(t, "common.error_occurred");
}
