import { errorMessages } from "@intranet/contracts/errors";
import type { ErrorMessages } from "../../types";

/**
 * The error catalogue in English: the contracts' own messages (one wording for the API and the SPA),
 * with their `{name}` placeholders in i18next's `{{name}}` form. ru and ua translate every code.
 */
export const errors = Object.fromEntries(
  Object.entries(errorMessages).map(([code, message]) => [code, message.replace(/\{(\w+)\}/g, "{{$1}}")]),
) as ErrorMessages;
