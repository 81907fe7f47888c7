import type { ReactNode } from "react";

/** A matched stretch of a text: UTF-16 offsets, `end` exclusive (what `String.prototype.slice` takes). */
export interface TextRange {
  start: number;
  end: number;
}

/**
 * The ranges made safe to render: clamped to the text, empty ones dropped, sorted, overlapping and
 * touching ones merged, and never splitting a surrogate pair (an emoji stays whole).
 */
export function normalizeRanges(text: string, ranges: readonly TextRange[]): TextRange[] {
  const inside = (offset: number) => Math.max(0, Math.min(text.length, Math.trunc(offset)));
  const lowSurrogate = (offset: number) => offset > 0 && offset < text.length && /[\uDC00-\uDFFF]/.test(text[offset]!);
  const sorted = ranges
    .filter((range) => Number.isFinite(range.start) && Number.isFinite(range.end))
    .map((range) => {
      let start = inside(range.start);
      let end = inside(range.end);
      if (lowSurrogate(start)) start -= 1;
      if (lowSurrogate(end)) end += 1;
      return { start, end };
    })
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start);
  const merged: TextRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * A text with its matches in `<mark>`: the text is rendered as React text nodes only (never as HTML),
 * so whatever a name or a post contains is shown, not interpreted.
 */
export function Highlight({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const range of normalizeRanges(text, ranges)) {
    if (range.start > at) parts.push(text.slice(at, range.start));
    parts.push(
      <mark key={range.start} className="search-mark">
        {text.slice(range.start, range.end)}
      </mark>,
    );
    at = range.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
