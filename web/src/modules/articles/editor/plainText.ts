/** A folder's description is plain text in its dialog and paragraphs of HTML in its content. */

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Each line a paragraph (empty lines dropped); "" for no text. */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escape(line)}</p>`)
    .join("");
}

/** The text of HTML the server cleaned, one line per block. */
export function htmlToText(html: string): string {
  if (!html) return "";
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const blocks = [...body.children].map((block) => block.textContent?.trim() ?? "").filter(Boolean);
  return blocks.length ? blocks.join("\n") : (body.textContent?.trim() ?? "");
}
