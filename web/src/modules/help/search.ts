import type { HelpArticleId, HelpArticleText } from "./articles";

/**
 * The help centre's search: client-side, over the articles of the reader's language. Text is folded
 * character by character (so positions stay those of the text, for highlighting) with the reader's
 * locale — Cyrillic, Turkish dotted I and the rest lower-cased as their language does — and `ё` read
 * as `е`, every apostrophe as one (Ukrainian writes ’, ʼ or ').
 */
export function fold(text: string, locale: string): string {
  let folded = "";
  for (const char of text) {
    const lower = char.toLocaleLowerCase(locale);
    const one = lower.length === char.length ? lower : char;
    folded += one === "ё" ? "е" : /[’ʼ`‘]/.test(one) ? "'" : one;
  }
  return folded;
}

/** The query's words, folded; punctuation around them dropped. */
export function queryWords(query: string, locale: string): string[] {
  return fold(query, locale)
    .split(/[\s,.;:!?()«»"“”]+/)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ""))
    .filter(Boolean);
}

/** An article's text without its markup: headings', lists' and tips' marks and the bold stars. */
export function plainBody(body: readonly string[]): string {
  return body.map((block) => block.replace(/^(## |- |\d+\. |> )/, "").replace(/\*\*/g, "")).join("\n");
}

export interface SearchableArticle {
  id: HelpArticleId;
  text: HelpArticleText;
}

export interface HelpHit {
  id: HelpArticleId;
  score: number;
  /** A stretch of the text around the first match, for the result's line (the summary when the title matched alone). */
  snippet: string;
  /** The forms of the query's words found in the article: what to highlight. */
  found: string[];
}

const SNIPPET_AROUND = 70;

/** A stretch of `text` around `at`, cut at word boundaries, with an ellipsis where it was cut. */
function around(text: string, at: number, length: number): string {
  let start = Math.max(0, at - SNIPPET_AROUND);
  let end = Math.min(text.length, at + length + SNIPPET_AROUND * 2);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(" ", end) > at ? text.lastIndexOf(" ", end) : end;
  const line = text.slice(start, end).replace(/\s*\n\s*/g, " ");
  return `${start > 0 ? "…" : ""}${line}${end < text.length ? "…" : ""}`;
}

/**
 * A query word and, for a longer one, the word without its last one or two letters: a cheap stand-in
 * for word forms, so "отпуска" finds "отпуск" and "vacations" finds "vacation".
 */
export function wordForms(word: string): string[] {
  const forms = [word];
  if (word.length >= 5) forms.push(word.slice(0, -1));
  if (word.length >= 7) forms.push(word.slice(0, -2));
  return forms;
}

/**
 * The articles holding every word of the query, or one of its forms (in the title, the summary or
 * the body), best first: a word in the title counts 3, in the summary 2, in the body 1, each twice
 * when found as typed rather than shortened; ties keep the list's order.
 */
export function searchHelp(articles: readonly SearchableArticle[], query: string, locale: string): HelpHit[] {
  const words = queryWords(query, locale);
  if (!words.length) return [];
  const hits: HelpHit[] = [];
  for (const { id, text } of articles) {
    const body = plainBody(text.body);
    // Where a word may be, and what finding it there counts: the title 3, the summary 2, the body 1.
    const places = [
      { text: fold(text.title, locale), weight: 3, body: false },
      { text: fold(text.summary, locale), weight: 2, body: false },
      { text: fold(body, locale), weight: 1, body: true },
    ];
    let score = 0;
    let first = -1;
    let firstLength = 0;
    const found = new Set<string>();
    const every = words.every((word) => {
      const forms = wordForms(word);
      let matched = false;
      for (const place of places) {
        // In each place the longest form it holds: the word as typed counts twice a shorter form.
        const form = forms.find((candidate) => place.text.includes(candidate));
        if (!form) continue;
        matched = true;
        found.add(form);
        score += place.weight * (form === word ? 2 : 1);
        const at = place.body ? place.text.indexOf(form) : -1;
        if (at >= 0 && (first < 0 || at < first)) [first, firstLength] = [at, form.length];
      }
      return matched;
    });
    if (!every) continue;
    hits.push({ id, score, found: [...found], snippet: first >= 0 ? around(body, first, firstLength) : text.summary });
  }
  return hits.sort((a, b) => b.score - a.score);
}

/** `text` cut into parts, those holding one of the words marked (for `<mark>`). */
export function markWords(
  text: string,
  words: readonly string[],
  locale: string,
): Array<{ text: string; mark: boolean }> {
  const folded = fold(text, locale);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + word.length))
      marked.fill(true, at, at + word.length);
  }
  const parts: Array<{ text: string; mark: boolean }> = [];
  for (let index = 0; index < text.length; index++) {
    const last = parts.at(-1);
    if (last && last.mark === marked[index]) last.text += text[index];
    else parts.push({ text: text[index]!, mark: marked[index]! });
  }
  return parts;
}
