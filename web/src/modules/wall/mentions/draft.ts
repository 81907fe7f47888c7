/**
 * The wall's text drafts: what a person types in the composer or a comment box (plain text with a
 * few marks) and the HTML subset the API keeps (createPostBodySchema: p, br, strong, em, ul/li, a,
 * span[data-mention]). Everything typed is escaped before any mark becomes a tag, so a draft can
 * never produce markup of its own. The server sanitises again anyway.
 */

import type { Mention, MentionDraft } from "../../../shared/mentions/mentionDraft";

// The wall's forms name the shared draft `Draft`.
export type { MentionDraft as Draft } from "../../../shared/mentions/mentionDraft";
export { emptyDraft } from "../../../shared/mentions/mentionDraft";

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Mentions whose "@name" is still in the text, each person once. */
export function activeMentions(draft: MentionDraft): Mention[] {
  const seen = new Set<string>();
  return draft.mentions.filter((mention) => {
    if (seen.has(mention.id) || !draft.text.includes(`@${mention.name}`)) return false;
    seen.add(mention.id);
    return true;
  });
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** One line of text as inline HTML: mentions, links, **bold** and *italic*. */
function inlineHtml(line: string, mentions: Mention[]): string {
  const kept: string[] = [];
  const keep = (html: string) => `\uE000${kept.push(html) - 1}\uE001`;
  let html = escapeHtml(line.replace(/[\uE000\uE001]/g, ""));
  const byLength = [...mentions].sort((a, b) => b.name.length - a.name.length);
  for (const mention of byLength) {
    const shown = escapeHtml(`@${mention.name}`);
    html = html.split(shown).join(keep(`<span data-mention="${escapeHtml(mention.id)}">${shown}</span>`));
  }
  html = html.replace(URL_PATTERN, (url) => keep(`<a href="${url}" target="_blank">${url}</a>`));
  html = html.replace(/\*\*([^*]+?)\*\*/g, "<strong>$1</strong>");
  html = html.replace(/(^|[^*])\*([^*\s](?:[^*]*[^*\s])?)\*(?!\*)/g, "$1<em>$2</em>");
  return html.replace(/\uE000(\d+)\uE001/g, (_, index: string) => kept[Number(index)] ?? "");
}

const LIST_ITEM = /^\s*[-•]\s+/;

/**
 * The draft as the API's HTML: blank lines separate paragraphs, single line breaks stay, lines
 * starting with "- " make a list. `mentions` are the ids still mentioned in the text.
 */
export function draftToHtml(draft: MentionDraft): { html: string; mentions: string[] } {
  const mentions = activeMentions(draft);
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push(`<p>${paragraph.map((line) => inlineHtml(line, mentions)).join("<br>")}</p>`);
    if (list.length) blocks.push(`<ul>${list.map((line) => `<li>${inlineHtml(line, mentions)}</li>`).join("")}</ul>`);
    paragraph = [];
    list = [];
  };
  for (const line of draft.text.replace(/\r\n?/g, "\n").split("\n")) {
    if (!line.trim()) flush();
    else if (LIST_ITEM.test(line)) {
      if (paragraph.length) flush();
      list.push(line.replace(LIST_ITEM, ""));
    } else {
      if (list.length) flush();
      paragraph.push(line.trimEnd());
    }
  }
  flush();
  return { html: blocks.join(""), mentions: mentions.map((mention) => mention.id) };
}

const BLOCK_END = /<(?:br\s*\/?|\/p|\/li|\/h[2-4]|\/blockquote|\/pre|\/ul|\/ol)>/gi;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The plain text the API counts (tags dropped, entities decoded, whitespace collapsed). */
export function plainText(html: string): string {
  return html
    .replace(BLOCK_END, (tag) => `${tag} `)
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, entity: string) => ENTITIES[entity] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Characters as people count them (code points, so an emoji is one), like the API. */
export const textLength = (text: string) => [...text].length;

/** Server HTML back into a draft, for editing: marks for bold, italic and lists, mentions kept. */
export function htmlToDraft(html: string): MentionDraft {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const mentions: Mention[] = [];
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    if (!(node instanceof Element)) return "";
    const inner = () => [...node.childNodes].map(walk).join("");
    const tag = node.tagName.toLowerCase();
    const mentionId = tag === "span" ? node.getAttribute("data-mention") : null;
    if (mentionId) {
      const text = node.textContent ?? "";
      mentions.push({ id: mentionId, name: text.replace(/^@/, "") });
      return text.startsWith("@") ? text : `@${text}`;
    }
    if (tag === "br") return "\n";
    if (tag === "p" || /^h[2-4]$/.test(tag) || tag === "blockquote" || tag === "pre") return `${inner()}\n\n`;
    if (tag === "li") return `- ${inner()}\n`;
    if (tag === "ul" || tag === "ol") return `${inner()}\n`;
    if (tag === "strong" || tag === "b") return `**${inner()}**`;
    if (tag === "em" || tag === "i") return `*${inner()}*`;
    return inner();
  };
  const text = [...body.childNodes]
    .map(walk)
    .join("")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { text, mentions };
}
