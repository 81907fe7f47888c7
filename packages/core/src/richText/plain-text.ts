import sanitizeHtml from "sanitize-html";

/** Closing tags (and void tags) after which the text of the next block starts: they become a space. */
const BLOCK_END = /<(?:br\s*\/?|hr\s*\/?|\/p|\/li|\/h[1-4]|\/blockquote|\/pre|\/ul|\/ol|\/td|\/th|\/tr)>/gi;

/** The text of (already clean) HTML: block boundaries become spaces, entities are decoded. */
export function plainText(html: string): string {
  const spaced = html.replace(BLOCK_END, (tag) => `${tag} `);
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return collapse(decodeEntities(text));
}

/**
 * What a list or a card shows of a document: the text of its paragraphs outside tables, code and
 * lists ("Welcome! We are glad you are here."), not headings and cells run together; a document
 * without such paragraphs (a checklist) gives its blocks' texts joined by " · ".
 */
export function summaryText(html: string): string {
  const prose = html.replace(/<(table|pre|ul|ol)\b[\s\S]*?<\/\1>/gi, " ");
  const paragraphs = [...prose.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].map((match) => plainText(match[1]!));
  const said = paragraphs.filter(Boolean);
  if (said.length > 0) return said.join(" ");
  return html
    .split(BLOCK_END)
    .map((block) => plainText(block))
    .filter(Boolean)
    .join(" · ");
}

/** Whitespace runs become one space, ends trimmed. */
export const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (whole, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith("#x")) return safeCodePoint(parseInt(lower.slice(2), 16), whole);
    if (lower.startsWith("#")) return safeCodePoint(parseInt(lower.slice(1), 10), whole);
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }[lower] ?? whole;
  });
}

const safeCodePoint = (code: number, fallback: string) =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
