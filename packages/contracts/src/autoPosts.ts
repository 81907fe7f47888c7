import * as z from "zod/mini";
import type { AutoPostTexts } from "./autoPostTexts";
import { autoValuesIn, type AutoParams, type AutoReader } from "./autoTexts";
import { autoParamsSchema } from "./autoValues.schema";
import { builtinPostTexts } from "./generated/post-texts";
import { escapeHtml } from "./html";

export type { AutoPostTexts } from "./autoPostTexts";

/**
 * The wall posts modules write by themselves (a vacancy opened, coins accrued): a kind and typed
 * values (autoTexts.ts), written out in the reader's language when read, from the texts each module
 * declares (autoPostTexts.ts).
 */
export interface AutoPost {
  kind: string;
  params: AutoParams;
}
export const autoPostSchema = z.object({ kind: z.string(), params: autoParamsSchema });

const escapeLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, "<br>");

/** One paragraph filled in (`write` writes each value), or undefined when a value it names is empty. */
function paragraph(text: string, values: Record<string, string>, write: (value: string) => string) {
  let complete = true;
  const filled = text.replace(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g, (_whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name]!.trim() : "";
    if (!value) complete = false;
    return write(value);
  });
  return complete ? filled : undefined;
}

function textsOf(auto: AutoPost, reader: AutoReader) {
  return Object.hasOwn(builtinPostTexts, auto.kind)
    ? (builtinPostTexts as AutoPostTexts)[auto.kind]?.[reader.language]
    : undefined;
}

/** The post's HTML in the reader's language, or undefined for a kind nobody declares (then its stored text shows). */
export function autoPostHtml(auto: AutoPost, reader: AutoReader): string | undefined {
  const texts = textsOf(auto, reader);
  if (!texts) return undefined;
  const values = autoValuesIn(auto.params, reader);
  return texts
    .map((text) => paragraph(text, values, escapeLines))
    .filter((filled) => filled !== undefined)
    .map((filled) => `<p>${filled}</p>`)
    .join("");
}

/** The post as plain text, a line a paragraph (excerpts and search), its markup dropped. */
export function autoPostText(auto: AutoPost, reader: AutoReader): string {
  const values = autoValuesIn(auto.params, reader);
  return (textsOf(auto, reader) ?? [])
    .map((text) => paragraph(text.replace(/<[^>]*>/g, ""), values, (value) => value))
    .filter((filled) => filled !== undefined)
    .join("\n");
}
