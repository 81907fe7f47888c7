/**
 * Follows a notification's link (the contract allows an SPA path or an absolute https address):
 * a path inside the SPA through the router, an outside address in a new tab.
 */
export function followLink(link: string | undefined, navigate: (to: string) => unknown): void {
  if (!link) return;
  if (/^\/(?![/\\])/.test(link)) void navigate(link);
  else if (/^https:\/\//i.test(link)) window.open(link, "_blank", "noopener");
}
