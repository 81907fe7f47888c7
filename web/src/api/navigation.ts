/**
 * Lets the API client move the user (401 → login, 404 → not-found) without importing the router:
 * the app registers the router's navigate at startup; before that a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to));

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}

export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
