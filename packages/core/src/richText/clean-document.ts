import sanitizeHtml from "sanitize-html";
import { commonOptions, isEmptyLink, linkTag, mentionTag, wallTags } from "./allow-list";
import type { CleanHtml } from "./clean-html";
import { headingIds } from "./heading-ids";
import { collapse, plainText } from "./plain-text";

export interface DocumentHeading {
  level: 1 | 2 | 3 | 4;
  /** The heading's `id` attribute: a slug of its text, unique in the document. */
  id: string;
  text: string;
}

export interface CleanDocument extends CleanHtml {
  /** The table of contents: every heading in document order. */
  headings: DocumentHeading[];
}

export interface DocumentOptions {
  /** The public media bucket's base URL: the only place an image may come from. */
  mediaBaseUrl: string;
}

const documentTags = [...wallTags, "h1", "table", "thead", "tbody", "tr", "th", "td", "hr", "img"];
const HEADINGS = ["h1", "h2", "h3", "h4"];
const SPAN = /^[1-9]\d{0,2}$/;
const SIZE = /^[1-9]\d{0,3}$/;
const LANGUAGE = /^language-[a-z0-9+#-]{1,32}$/i;
/** Placeholder ids given while sanitising; replaced by slugs once the headings' texts are known. */
const PLACEHOLDER = /<h([1-4]) id="rt-heading-(\d+)">/g;

/**
 * Rich text of a document (a knowledge-base article, a vacancy): the wall's subset plus h1-h4 with
 * ids, tables (colspan/rowspan only), hr, images from the public media bucket only (alt, width,
 * height), code blocks with a `language-xxx` class. Anything else is dropped as on the wall.
 */
export function cleanDocument(input: string, { mediaBaseUrl }: DocumentOptions): CleanDocument {
  const mentionIds: string[] = [];
  const texts: string[] = [];
  const heading: sanitizeHtml.Transformer = (tagName) => ({
    tagName,
    attribs: { id: `rt-heading-${texts.push("") - 1}` },
  });
  const sanitized = sanitizeHtml(input, {
    ...commonOptions,
    allowedTags: documentTags,
    allowedAttributes: {
      a: ["href", "target", "rel"],
      span: ["data-mention"],
      ...Object.fromEntries(HEADINGS.map((tag) => [tag, ["id"]])),
      th: ["colspan", "rowspan"],
      td: ["colspan", "rowspan"],
      img: ["src", "alt", "width", "height"],
      code: ["class"],
    },
    allowedSchemesByTag: { img: ["https", "http"] },
    transformTags: {
      a: linkTag,
      span: mentionTag(mentionIds),
      ...Object.fromEntries(HEADINGS.map((tag) => [tag, heading])),
      th: cellTag,
      td: cellTag,
      img: imageTag(mediaBaseUrl),
      code: codeTag,
    },
    exclusiveFilter: (frame) => {
      if (frame.tag === "img") return !frame.attribs.src;
      const index = HEADINGS.includes(frame.tag) ? placeholderIndex(frame.attribs.id) : undefined;
      if (index === undefined) return isEmptyLink(frame);
      texts[index] = collapse(frame.text);
      // An empty heading is no section: its tag goes, whatever it held stays.
      return texts[index] ? false : "excludeTag";
    },
  });
  const { html, headings } = withHeadingIds(sanitized.trim(), texts);
  return { html, text: plainText(html), mentionIds, headings };
}

/** Replaces the placeholders, in document order, by slugs of the headings' texts. */
function withHeadingIds(html: string, texts: string[]) {
  const headings: DocumentHeading[] = [];
  const idFor = headingIds();
  const result = html.replace(PLACEHOLDER, (_tag, level: string, index: string) => {
    const text = texts[Number(index)] ?? "";
    const id = idFor(text);
    headings.push({ level: Number(level) as DocumentHeading["level"], id, text });
    return `<h${level} id="${id}">`;
  });
  return { html: result, headings };
}

const placeholderIndex = (id: string | undefined) => {
  const match = /^rt-heading-(\d+)$/.exec(id ?? "");
  return match ? Number(match[1]) : undefined;
};

/** Cells keep a colspan/rowspan above 1 (1 is the default); nothing else. */
const cellTag: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: Object.fromEntries(
    (["colspan", "rowspan"] as const).flatMap((name) => {
      const value = attribs[name]?.trim() ?? "";
      return SPAN.test(value) && value !== "1" ? [[name, value]] : [];
    }),
  ),
});

/** An image keeps its src only under the media base URL (the exclusive filter drops it otherwise). */
const imageTag =
  (mediaBaseUrl: string): sanitizeHtml.Transformer =>
  (tagName, attribs) => {
    const src = mediaSource(attribs.src, mediaBaseUrl);
    const size = (name: "width" | "height") =>
      SIZE.test(attribs[name]?.trim() ?? "") ? { [name]: attribs[name]!.trim() } : {};
    return {
      tagName,
      attribs: {
        ...(src ? { src } : {}),
        ...(attribs.alt ? { alt: attribs.alt } : {}),
        ...size("width"),
        ...size("height"),
      },
    };
  };

/** The URL, normalised, when it lies under the base (compared after parsing, so `..` cannot climb out). */
function mediaSource(src: string | undefined, mediaBaseUrl: string): string | undefined {
  if (!src || !mediaBaseUrl) return undefined;
  try {
    const base = new URL(mediaBaseUrl.endsWith("/") ? mediaBaseUrl : `${mediaBaseUrl}/`);
    if (base.protocol !== "https:" && base.protocol !== "http:") return undefined;
    const url = new URL(src.trim());
    return url.href.startsWith(base.href) && url.href.length > base.href.length ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Code keeps one `language-xxx` class (a code block's language), never any other class. */
const codeTag: sanitizeHtml.Transformer = (tagName, attribs): sanitizeHtml.Tag => {
  const language = (attribs.class ?? "").split(/\s+/).find((name) => LANGUAGE.test(name));
  return { tagName, attribs: language ? { class: language } : {} };
};
