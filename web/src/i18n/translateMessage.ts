import type { ErrorCode } from "@intranet/contracts";
import { isErrorCode } from "@intranet/contracts/errors";
import { limits } from "@intranet/contracts/limits";
import type { TFunction } from "i18next";
import { unpackMessage, type MessageParams } from "./messageCode";

/** Values some catalogue messages mention when the answer does not carry them. */
const defaults: MessageParams = { min: limits.passwordMinLength };

/** Scalar fields of an error's details, usable as {{placeholders}}. */
export function detailParams(details: unknown): MessageParams {
  if (!details || typeof details !== "object") return {};
  return Object.fromEntries(
    Object.entries(details).filter((entry): entry is [string, string | number] =>
      ["string", "number"].includes(typeof entry[1]),
    ),
  );
}

/** A catalogue code in the current language; the server's own text if a placeholder stays unfilled. */
export function translateCode(t: TFunction, code: ErrorCode, params: MessageParams = {}, serverText?: string): string {
  const text = t(code, { ns: "errors", ...defaults, ...params });
  return text.includes("{{") && serverText ? serverText : text;
}

/**
 * A validation message (zod's, or an API issue's): a catalogue code, a packed `validation.*` key, or
 * plain text that is shown as it is.
 */
export function translateMessage(t: TFunction, message: string): string {
  const { key, params } = unpackMessage(message);
  if (isErrorCode(key)) return translateCode(t, key, params);
  if (key.startsWith("validation.")) return t(key, { ns: "ui", ...params });
  return message;
}
