/**
 * A notification's `title` and `body` are HTML-safe text (core/notifications/render.ts): template
 * markup written by the tenant's administrators, with every user-given value escaped. As a second
 * line of defence the SPA keeps only simple formatting tags, without attributes, and drops links
 * (the whole notification is the link). Parsing goes through DOMParser, which runs no scripts
 * and loads nothing.
 */
const keptTags = new Set([
  "B",
  "STRONG",
  "I",
  "EM",
  "U",
  "S",
  "SMALL",
  "SUB",
  "SUP",
  "CODE",
  "BR",
  "P",
  "UL",
  "OL",
  "LI",
  "BLOCKQUOTE",
  "SPAN",
]);
const droppedWithContent = new Set([
  "SCRIPT",
  "STYLE",
  "TEMPLATE",
  "IFRAME",
  "OBJECT",
  "EMBED",
  "SVG",
  "MATH",
  "NOSCRIPT",
]);

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<body>${html}</body>`, "text/html").body;
}

function clean(node: Node, into: Node): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) into.appendChild(document.createTextNode(child.textContent ?? ""));
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const tag = (child as Element).tagName.toUpperCase();
    if (droppedWithContent.has(tag)) continue;
    if (keptTags.has(tag)) {
      const copy = document.createElement(tag.toLowerCase());
      clean(child, copy);
      into.appendChild(copy);
    } else clean(child, into);
  }
}

/** The HTML with only simple formatting left (for `dangerouslySetInnerHTML`). */
export function safeNotificationHtml(html: string): string {
  const container = document.createElement("div");
  clean(parse(html), container);
  return container.innerHTML;
}

/** The text of an HTML-safe string: entities decoded, tags dropped, block ends as spaces. */
export function notificationText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>|<\/(p|div|li|blockquote|h[1-6])>/gi, " ");
  return (parse(withBreaks).textContent ?? "").replace(/\s+/g, " ").trim();
}
