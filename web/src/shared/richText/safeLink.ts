const ALLOWED = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The href for what a person typed in the link box, or null when it is refused: only http, https
 * and mailto links (what the server keeps); "example.com" becomes https://example.com.
 */
export function safeHref(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  const href = HAS_SCHEME.test(value) ? value : `https://${value.replace(/^\/+/, "")}`;
  return ALLOWED.test(href) ? href : null;
}
