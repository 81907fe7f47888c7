import sanitizeHtml from "sanitize-html";
import { commonOptions, isEmptyLink, linkTag, mentionTag, wallTags } from "./allow-list";
import { plainText } from "./plain-text";

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
    ...commonOptions,
    allowedTags: wallTags,
    allowedAttributes: { a: ["href", "target", "rel"], span: ["data-mention"] },
    transformTags: { a: linkTag, span: mentionTag(mentionIds) },
    // A span that lost its mention is just text; empty links go.
    exclusiveFilter: isEmptyLink,
  });
  return { html: html.trim(), text: plainText(html), mentionIds };
}
