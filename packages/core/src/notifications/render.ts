/**
 * Template rendering. Template texts are written by the tenant's administrators (or are built in)
 * and may hold markup; VALUES come from users (names, post excerpts) and are HTML-escaped, so a
 * rendered text is safe to show as HTML. Channels that take plain text get `toPlainText`. The
 * escaping and the `{{ name }}` filling are contracts' (one piece for notifications and wall posts).
 */
export { escapeHtml } from "@intranet/contracts/html";
export { fillNotificationText as renderText } from "@intranet/contracts/notificationLanguages";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** An HTML-safe text as plain text: line breaks for block ends, tags dropped, entities decoded. */
export function toPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h[1-6]|blockquote|tr)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (entities[lower] !== undefined) return entities[lower];
      if (lower.startsWith("#x")) return safeCodePoint(parseInt(lower.slice(2), 16), whole);
      if (lower.startsWith("#")) return safeCodePoint(parseInt(lower.slice(1), 10), whole);
      return whole;
    })
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** Cuts a text to `max` characters (with an ellipsis), never inside a surrogate pair. */
export function clip(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join("")}…`;
}

/** `clip` for HTML-safe text: never leaves half an entity or half a tag at the cut. */
export function clipHtml(html: string, max: number): string {
  if ([...html].length <= max) return html;
  const cut = clip(html, max).slice(0, -1);
  return `${cut.replace(/&[#a-zA-Z0-9]*$/, "").replace(/<[^>]*$/, "")}…`;
}
