import type sanitizeHtml from "sanitize-html";

/** Ids a data-mention may carry: the characters of user ids (ULIDs), nothing that could be markup. */
const MENTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The wall's tags; documents add theirs to these (one allow-list, two profiles). */
export const wallTags = [
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
];

/** Elements dropped WITH their content (a script's text is not text people wrote). */
export const nonTextTags = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "title",
  "iframe",
  "object",
  "template",
];

/** Links keep only their href and target _blank, and always get a safe rel. */
export const linkTag: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: {
    ...(attribs.href ? { href: attribs.href } : {}),
    ...(attribs.target === "_blank" ? { target: "_blank" } : {}),
    rel: "noopener noreferrer nofollow",
  },
});

/** A span keeps only a well-formed data-mention, whose id is collected once, in order of appearance. */
export const mentionTag =
  (mentionIds: string[]): sanitizeHtml.Transformer =>
  (tagName, attribs): sanitizeHtml.Tag => {
    const id = attribs["data-mention"]?.trim();
    if (!id || !MENTION_ID.test(id)) return { tagName, attribs: {} };
    if (!mentionIds.includes(id)) mentionIds.push(id);
    return { tagName, attribs: { "data-mention": id } };
  };

/** The options both profiles share: safe link schemes only, no protocol-relative URLs, foreign tags dropped. */
export const commonOptions = {
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags,
} satisfies sanitizeHtml.IOptions;

/** An empty link (no href, no text) is noise. */
export const isEmptyLink = (frame: sanitizeHtml.IFrame) =>
  frame.tag === "a" && !frame.attribs.href && !frame.text.trim();
