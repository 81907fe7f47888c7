import Mention from "@tiptap/extension-mention";

/**
 * A mention as documents store it: `<span data-mention="<userId>">@Name</span>`, the form the
 * server's sanitiser keeps and the wall uses (tiptap's default writes data-id/data-label).
 */
export const DocumentMention = Mention.extend({
  addAttributes() {
    return {
      id: { default: null, parseHTML: (element) => element.getAttribute("data-mention"), renderHTML: () => ({}) },
      label: {
        default: null,
        parseHTML: (element) => element.textContent?.replace(/^@/, "") ?? null,
        renderHTML: () => ({}),
      },
      // Read by tiptap's Backspace handling (it puts the "@" back): kept, never written out.
      mentionSuggestionChar: { default: "@", renderHTML: () => ({}) },
    };
  },
  parseHTML() {
    return [{ tag: "span[data-mention]" }];
  },
  renderHTML({ node }) {
    const { id, label } = node.attrs as { id: string | null; label: string | null };
    return ["span", { "data-mention": id ?? "" }, `@${label ?? id ?? ""}`];
  },
});
