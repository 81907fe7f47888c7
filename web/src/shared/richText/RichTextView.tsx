import { useEffect } from "react";
import { useMentionLinks } from "../mentions/useMentionLinks";
import "./richText.css";

/**
 * A document as the server cleaned it (an article, a vacancy): `html` is ALWAYS the API's answer,
 * sanitised by its document profile, never anything typed here. Mentions link to profiles; a
 * `#heading` in the address scrolls to that heading once the text is in place.
 */
export function RichTextView({ html, className = "" }: { html: string; className?: string }) {
  const { ref, onClick } = useMentionLinks(html);

  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) ref.current?.querySelector(`[id="${CSS.escape(id)}"]`)?.scrollIntoView?.();
  }, [html, ref]);

  return (
    // The click handler only delegates clicks on the mention links inside (real, focusable links).
    <div
      ref={ref}
      className={`rich-doc rich-view ${className}`.trim()}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
