import { AppError, config } from "../platform";

/** DynamoDB items stop at 400 KB: a lesson keeps its HTML under this many bytes. */
const HTML_BYTES_MAX = 350_000;

/** Pictures of courses and lessons come only from this company's public media (as the knowledge base's). */
export const courseMediaBase = (clientId: string) => `${config.mediaBaseUrl()}/${encodeURIComponent(clientId)}/media/`;

/** A cover as stored: "" for none, else a url of this company's public media (`courses.bad_cover`). */
export function coverOf(clientId: string, cover: string): string {
  if (cover === "") return cover;
  const base = courseMediaBase(clientId);
  if (!cover.startsWith(base) || cover.length === base.length || /[\s"'<>\\]|\.\.\//.test(cover))
    throw new AppError("courses.bad_cover");
  return cover;
}

export interface CleanLesson {
  html: string;
  text: string;
  headings: Array<{ level: number; id: string; text: string }>;
}

/** The editor's HTML sanitised as a document (sanitize-html loaded on the first save only). */
export async function cleanLesson(clientId: string, html: string): Promise<CleanLesson> {
  const { cleanDocument } = await import("../richText");
  const document = cleanDocument(html, { mediaBaseUrl: courseMediaBase(clientId) });
  if (Buffer.byteLength(document.html) > HTML_BYTES_MAX) throw new AppError("courses.too_long");
  return { html: document.html, text: document.text, headings: document.headings };
}
