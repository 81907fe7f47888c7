import type { SearchText } from "@intranet/contracts/search";
import { stemsOf, tokenize } from "./text";

/** The ranges of a text whose words are among the matched terms. */
export function highlighted(text: string, matched: ReadonlySet<string>): SearchText {
  const highlights = tokenize(text)
    .filter((token) => stemsOf(token.word).some((stem) => matched.has(stem)))
    .map(({ start, end }) => ({ start, end }));
  return { text, highlights };
}

/**
 * An excerpt of a body around its first match, cut at word boundaries, with "…" where it was
 * cut; the whole (short) body when nothing matched in it there is none. Offsets are the excerpt's.
 */
export function snippetOf(
  body: string | undefined,
  matched: ReadonlySet<string>,
  chars: number,
): SearchText | undefined {
  if (!body) return undefined;
  const whole = highlighted(body, matched);
  const first = whole.highlights[0];
  if (!first) return undefined;
  if (body.length <= chars) return whole;
  let start = Math.max(0, first.start - Math.floor(chars / 4));
  if (start > 0) {
    const space = body.indexOf(" ", start);
    start = space >= 0 && space < first.start ? space + 1 : start;
  }
  let end = Math.min(body.length, start + chars);
  if (end < body.length) {
    const space = body.lastIndexOf(" ", end);
    end = space > first.end ? space : end;
  }
  const prefix = start > 0 ? "…" : "";
  const suffix = end < body.length ? "…" : "";
  const shift = prefix.length - start;
  return {
    text: prefix + body.slice(start, end) + suffix,
    highlights: whole.highlights
      .filter((range) => range.start >= start && range.end <= end)
      .map((range) => ({ start: range.start + shift, end: range.end + shift })),
  };
}
