import { useMentionLinks } from "../../../shared/mentions/useMentionLinks";

/**
 * Rich text of a post or comment. `html` is ALWAYS the server's answer, which the API sanitised to
 * its safe subset (never anything typed here). Mention spans become links to the person's profile
 * (opened inside the app).
 */
export function PostBody({ html, className = "" }: { html: string; className?: string }) {
  const { ref, onClick } = useMentionLinks(html);
  return (
    // The click handler only delegates clicks on the mention links inside (real, focusable links).
    <div ref={ref} className={`wall-html ${className}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
