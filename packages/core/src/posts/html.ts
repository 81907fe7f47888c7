import sanitizeHtml from "sanitize-html";

/** Ids a data-mention may carry: the characters of user ids (ULIDs), nothing that could be markup. */
const MENTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface CleanHtml {
  /** The safe HTML that is stored and served. */
  html: string;
  /** Plain text (tags dropped, entities decoded, whitespace collapsed): for rules and excerpts. */
  text: string;
  /** User ids of the data-mention spans, in order of appearance, without repeats. */
  mentionIds: string[];
}

/**
 * Rich text from the browser, reduced to the wall's safe subset with sanitize-html (an allow-list
 * parser, not pattern matching): p, br, b/strong, i/em, u, s, a (http, https and mailto links only,
 * always rel="noopener noreferrer nofollow", target _blank allowed), ul/ol/li, blockquote, code,
 * pre, h2-h4 and span[data-mention] for mentions. Everything else goes: scripts and styles with
 * their content, event handlers, style and class attributes, images, iframes, svg, javascript: and
 * data: URLs. Tags that are not allowed are dropped but their text is kept (escaped).
 */
export function cleanHtml(input: string): CleanHtml {
  const mentionIds: string[] = [];
  const html = sanitizeHtml(input, {
    allowedTags: [
      "p",
      "br",
      "b",
      "strong",
      "i",
      "em",
      "u",
      "s",
      "a",
      "ul",
      "ol",
      "li",
      "blockquote",
      "code",
      "pre",
      "h2",
      "h3",
      "h4",
      "span",
    ],
    allowedAttributes: { a: ["href", "target", "rel"], span: ["data-mention"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "iframe", "object", "template"],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs.href ? { href: attribs.href } : {}),
          ...(attribs.target === "_blank" ? { target: "_blank" } : {}),
          rel: "noopener noreferrer nofollow",
        },
      }),
      span: (tagName, attribs): sanitizeHtml.Tag => {
        const id = attribs["data-mention"]?.trim();
        if (!id || !MENTION_ID.test(id)) return { tagName, attribs: {} };
        if (!mentionIds.includes(id)) mentionIds.push(id);
        return { tagName, attribs: { "data-mention": id } };
      },
    },
    // A span that lost its mention is just text; empty links go.
    exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href && !frame.text.trim(),
  });
  return { html: html.trim(), text: plainText(html), mentionIds };
}

const BLOCK_END = /<(?:br\s*\/?|\/p|\/li|\/h[2-4]|\/blockquote|\/pre|\/ul|\/ol)>/gi;

/** The text of (already clean) HTML: block boundaries become spaces, entities are decoded. */
export function plainText(html: string): string {
  const spaced = html.replace(BLOCK_END, (tag) => `${tag} `);
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

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

// Light text helpers live in ./text (no sanitizer); re-exported for the tests and callers of this file.
export { excerptOf, textLength } from "./text";
