import { postLimits } from "@intranet/contracts";

/**
 * Plain-text helpers the wall's rules need on every write, kept apart from the richText door so that the
 * sanitizer (sanitize-html and its parser, ~300 KB) loads only when rich text is cleaned.
 */

/** Characters as people count them (code points, so an emoji is one). */
export const textLength = (text: string) => [...text].length;

/** A plain-text excerpt of at most 140 characters, cut with an ellipsis. */
export function excerptOf(text: string, max: number = postLimits.excerptMaxChars): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join("")
    .trimEnd()}…`;
}
