import type { ArticleHeading, ArticleKind } from "@intranet/contracts/articles";
import { AppError, config } from "../platform";

/** What a save stores of an editor's HTML. */
export interface CleanContent {
  html: string;
  text: string;
  headings: ArticleHeading[];
  mentionIds: string[];
  excerpt: string;
}

const EXCERPT_MAX = 300;
/** DynamoDB items stop at 400 KB: the body (and a revision) keep their HTML under this many bytes. */
const HTML_BYTES_MAX = 350_000;

/** Images in articles come only from this company's public media (POST /api/article/image). */
export const articleMediaBase = (clientId: string) => `${config.mediaBaseUrl()}/${encodeURIComponent(clientId)}/media/`;

/**
 * A cover as stored: undefined when not given, "" to clear it, else a url of this company's public
 * media (what POST /api/article/image answered) — anything else is `articles.not_media`.
 */
export function coverOf(clientId: string, cover: string | undefined): string | undefined {
  if (cover === undefined || cover === "") return cover;
  const base = articleMediaBase(clientId);
  if (!cover.startsWith(base) || cover.length === base.length || /[\s"'<>\\]|\.\.\//.test(cover))
    throw new AppError("articles.not_media");
  return cover;
}

export const excerptOf = (text: string) => (text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text);

/**
 * The editor's HTML sanitised as a document (headings with ids for the table of contents, tables,
 * code, mentions, images of the company's media only). sanitize-html is heavy: loaded on first
 * save only. An article must keep some text (`articles.content_required`); a folder may be empty.
 */
export async function cleanContent(clientId: string, kind: ArticleKind, html: string): Promise<CleanContent> {
  const { cleanDocument, summaryText } = await import("../richText");
  const document = cleanDocument(html, { mediaBaseUrl: articleMediaBase(clientId) });
  if (kind === "article" && !document.text) throw new AppError("articles.content_required");
  if (Buffer.byteLength(document.html) > HTML_BYTES_MAX) throw new AppError("articles.too_long");
  return {
    html: document.html,
    text: document.text,
    headings: document.headings,
    mentionIds: [...new Set(document.mentionIds)],
    excerpt: excerptOf(summaryText(document.html)),
  };
}

/** The plain text of stored (clean) HTML: search and revisions' lengths. */
export async function textOf(html: string): Promise<string> {
  if (!html) return "";
  const { plainText } = await import("../richText");
  return plainText(html);
}
