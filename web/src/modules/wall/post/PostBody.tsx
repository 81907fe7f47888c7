import { useLayoutEffect, useRef, type MouseEvent } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../app/paths";

/**
 * Rich text of a post or comment. `html` is ALWAYS the server's answer, which the API sanitised to
 * its safe subset (never anything typed here). Mention spans become links to the person's profile
 * (opened inside the app).
 */
export function PostBody({ html, className = "" }: { html: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useLayoutEffect(() => {
    for (const span of box.current?.querySelectorAll("span[data-mention]") ?? []) {
      const id = span.getAttribute("data-mention") ?? "";
      const link = document.createElement("a");
      link.href = paths.profile(id);
      link.className = "wall-mention";
      link.setAttribute("data-mention", id);
      link.textContent = span.textContent;
      span.replaceWith(link);
    }
  }, [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.("a.wall-mention");
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(paths.profile(link.getAttribute("data-mention") ?? ""));
  };

  return (
    // The click handler only delegates clicks on the mention links inside (real, focusable links).
    <div ref={box} className={`wall-html ${className}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
