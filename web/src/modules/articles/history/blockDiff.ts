import { diffArrays, diffWords } from "diff";

/** The elements whose text is one block of a document (a table row counts as one block). */
const BLOCKS = "h1,h2,h3,h4,h5,h6,p,li,pre,blockquote,tr,figcaption";

/** A document's text block by block: the innermost blocks only (a list item's paragraph, not both). */
export function textBlocks(html: string): string[] {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const blocks = [...body.querySelectorAll(BLOCKS)].filter((element) => !element.querySelector(BLOCKS));
  const text = (element: Element) =>
    element.tagName === "TR"
      ? [...element.children].map((cell) => cell.textContent?.trim() ?? "").join(" | ")
      : (element.textContent ?? "").replace(/\s+/g, " ").trim();
  const found = blocks.map(text).filter(Boolean);
  if (found.length) return found;
  const plain = body.textContent?.replace(/\s+/g, " ").trim();
  return plain ? [plain] : [];
}

export interface WordPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/** One row of the comparison: a block kept, added, removed, or changed (its words compared). */
export type DiffRow = { kind: "same" | "added" | "removed"; text: string } | { kind: "changed"; parts: WordPart[] };

/**
 * What changed from `before` to `after`: blocks aligned as a sequence; a run of removed blocks
 * followed by added ones is paired block by block and compared word by word.
 */
export function blockDiff(before: string, after: string): DiffRow[] {
  const rows: DiffRow[] = [];
  const changes = diffArrays(textBlocks(before), textBlocks(after));
  for (let index = 0; index < changes.length; index++) {
    const change = changes[index]!;
    const next = changes[index + 1];
    if (change.removed && next?.added) {
      const paired = Math.min(change.value.length, next.value.length);
      for (let at = 0; at < paired; at++)
        rows.push({ kind: "changed", parts: diffWords(change.value[at]!, next.value[at]!) });
      for (const text of change.value.slice(paired)) rows.push({ kind: "removed", text });
      for (const text of next.value.slice(paired)) rows.push({ kind: "added", text });
      index++;
    } else {
      const kind = change.added ? "added" : change.removed ? "removed" : "same";
      for (const text of change.value) rows.push({ kind, text });
    }
  }
  return rows;
}
