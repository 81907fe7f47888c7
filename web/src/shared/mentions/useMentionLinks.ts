import { useLayoutEffect, useRef, type MouseEvent } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../app/paths";
import "./mentions.css";

/**
 * Mentions in server-sanitised HTML (`span[data-mention]`) become links to the person's profile,
 * opened inside the app: put `ref` and `onClick` on the element the HTML is rendered into.
 */
export function useMentionLinks(html: string) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useLayoutEffect(() => {
    for (const span of ref.current?.querySelectorAll("span[data-mention]") ?? []) {
      const id = span.getAttribute("data-mention") ?? "";
      const link = document.createElement("a");
      link.href = paths.profile(id);
      link.className = "mention-link";
      link.setAttribute("data-mention", id);
      link.textContent = span.textContent;
      span.replaceWith(link);
    }
  }, [html]);

  // A plain click stays in the app; Ctrl/Cmd/Shift clicks keep the browser's behaviour (new tab…).
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest?.("a.mention-link");
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(paths.profile(link.getAttribute("data-mention") ?? ""));
  };

  return { ref, onClick };
}
