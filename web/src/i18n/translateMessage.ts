import type { ErrorCode } from "@intranet/contracts";
import { isErrorCode } from "@intranet/contracts/errors";
import { limits } from "@intranet/contracts/limits";
import type { TFunction } from "i18next";
import { unpackMessage, type MessageParams } from "./messageCode";

/**
 * The `t` of any namespace (a module's `t` lists the shell's `ui` too). These helpers name the
 * namespace of every key they build, so the caller's default namespace does not matter.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyT = TFunction<any, any>;

/** A string key, checked by the caller (catalogue codes, packed `validation.*` keys). */
const plain = (t: AnyT) => t as unknown as (key: string, options?: object) => string;

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
export function translateCode(t: AnyT, code: ErrorCode, params: MessageParams = {}, serverText?: string): string {
  const text = plain(t)(code, { ns: "errors", ...defaults, ...params });
  return text.includes("{{") && serverText ? serverText : text;
}

/**
 * A validation message (zod's, or an API issue's): a catalogue code, a packed `validation.*` key, or
 * plain text that is shown as it is.
 */
export function translateMessage(t: AnyT, message: string): string {
  const { key, params } = unpackMessage(message);
  if (isErrorCode(key)) return translateCode(t, key, params);
  if (key.startsWith("validation.")) return plain(t)(key, { ns: "ui", ...params });
  return message;
}
