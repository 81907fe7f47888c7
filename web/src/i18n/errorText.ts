import type { TFunction } from "i18next";
import { isApiError } from "../api/errors";
import { detailParams, translateCode } from "./translateMessage";

/** What to tell the user about a failed call, in their language (rules-calls-errors-spec §8). */
export function errorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return translateCode(t, "common.error_occurred");
  if (error.kind === "network") return t("dialogs.networkText");
  if (error.code) return translateCode(t, error.code, detailParams(error.details), error.message);
  return error.message || translateCode(t, "common.error_occurred");
}
