import type { ErrorCode } from "@intranet/contracts";
import type { ui } from "./locales/en/ui";

/** The same keys as the English texts, every leaf a string: ru and ua cannot miss or add a key. */
export type SameShape<T> = { [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> };

export type UiMessages = SameShape<typeof ui>;

/** Every catalogue code has a message in every language (a new code fails the type check until translated). */
export type ErrorMessages = Record<ErrorCode, string>;

/** One contracts module's codes (its status map's keys), each with a text: a missing or extra code fails `tsc`. */
export type ErrorTexts<Codes> = { [Code in keyof Codes]: string };

export interface LanguageMessages {
  ui: UiMessages;
  errors: ErrorMessages;
}
