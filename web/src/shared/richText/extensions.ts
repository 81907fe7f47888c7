import type { Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { Placeholder } from "@tiptap/extensions";
import StarterKit from "@tiptap/starter-kit";
import type { MentionNodeAttrs } from "@tiptap/extension-mention";
import type { SuggestionOptions } from "@tiptap/suggestion";
import { DocumentMention } from "./documentMention";
import { safeHref } from "./safeLink";

/** The "@" suggestion's options (the people come from the shared search hook, see useMentionSuggestion). */
export type MentionSuggestionOptions = Omit<SuggestionOptions<unknown, MentionNodeAttrs>, "editor">;

/**
 * What a document may hold, matching the server's document profile: the article's title is the
 * page's h1, so headings are h2-h4; links only http, https and mailto; images by URL (uploaded).
 */
export function documentExtensions(placeholder: string, mention: MentionSuggestionOptions): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: ["mailto"],
        isAllowedUri: (url) => safeHref(url) === url,
        HTMLAttributes: { target: "_blank", rel: "noopener noreferrer nofollow" },
      },
    }),
    TableKit.configure({ table: { resizable: false } }),
    Image.configure({ inline: false, allowBase64: false }),
    Placeholder.configure({ placeholder }),
    DocumentMention.configure({ suggestion: mention }),
  ];
}
