import type { MentionNodeAttrs } from "@tiptap/extension-mention";
import type { SuggestionKeyDownProps, SuggestionProps } from "@tiptap/suggestion";
import { useRef, useState } from "react";
import type { MentionSuggestionOptions } from "./extensions";

export type MentionTyping = SuggestionProps<unknown, MentionNodeAttrs>;

/**
 * Bridges tiptap's "@" suggestion plugin to React: the plugin reports what is being typed (kept in
 * state for the popup) and hands keys to whatever handler the popup installs (arrows, Enter).
 * The options are created once: the plugin keeps them for the editor's life.
 */
export function useMentionSuggestion() {
  const [typing, setTyping] = useState<MentionTyping | null>(null);
  const keys = useRef<(event: KeyboardEvent) => boolean>(() => false);
  const [options] = useState<MentionSuggestionOptions>(() => ({
    char: "@",
    // People come from the shared search hook, not from the plugin.
    items: () => [],
    render: () => ({
      onStart: (props) => setTyping(props),
      onUpdate: (props) => setTyping(props),
      onExit: () => setTyping(null),
      onKeyDown: ({ event }: SuggestionKeyDownProps) => keys.current(event),
    }),
  }));
  return { options, typing, keys };
}
