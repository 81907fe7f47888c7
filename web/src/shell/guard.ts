import type { UserView } from "@intranet/contracts";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { isUnder, paths } from "../app/paths";

export type GuardDecision = { kind: "allow" } | { kind: "login" } | { kind: "redirect"; to: string };

export interface GuardInput {
  pathname: string;
  /** A token that has not expired. */
  authenticated: boolean;
  /** The signed-in user once known (own info); null while it loads. */
  user: Pick<UserView, "_id" | "roles" | "rights"> | null;
  /**
   * The start page stored from the client's settings (`start_page`); null when none is stored,
   * undefined while the company is still being entered (the root then waits).
   */
  startPage: string | null | undefined;
}

/** `start_page` → a path: default company; `profile` means the user's own profile. */
export function startPath(startPage: string | null, userId: string): string {
  if (!startPage || startPage === "company") return paths.company;
  if (startPage === "profile") return paths.profile(userId);
  return `/${startPage.replace(/^\/+/, "")}`;
}

/**
 * The route guard of product-spec §2, for the main layout's routes (the public screens have none):
 * - no valid token → login (the caller remembers the wanted path);
 * - /clients and /app are for a superadmin only, /employees/ for an admin (or superadmin): others go to company;
 * - the root goes to clients for a superadmin, else to the stored start page (default company).
 * Until the user is known, only the token is checked; the root waits for the start page.
 */
export function guardRoute({ pathname, authenticated, user, startPage }: GuardInput): GuardDecision {
  if (!authenticated) return { kind: "login" };
  if (!user) return { kind: "allow" };
  const superadmin = meetsAccessLevel(user, "superadmin");
  if (pathname === "/" || pathname === "") {
    if (superadmin) return { kind: "redirect", to: paths.clients };
    return startPage === undefined ? { kind: "allow" } : { kind: "redirect", to: startPath(startPage, user._id) };
  }
  if ((isUnder(pathname, paths.clients) || isUnder(pathname, paths.app)) && !superadmin)
    return { kind: "redirect", to: paths.company };
  if (isUnder(pathname, paths.employees) && !meetsAccessLevel(user, "admin"))
    return { kind: "redirect", to: paths.company };
  return { kind: "allow" };
}
