import type { AccessLevel, ClientView, UserView } from "@intranet/contracts";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { matchPath } from "react-router-dom";
import { isUnder, paths } from "../app/paths";
import { modules, routeAccess } from "../modules/registry";
import { featureActive } from "./menu/visibleMenu";

export type GuardDecision =
  | { kind: "allow" }
  | { kind: "login" }
  | { kind: "redirect"; to: string }
  /** The route's module (manifest row) refuses this user or the tenant switched its feature off. */
  | { kind: "denied" };

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
  /** The entered company (its features); null or absent: none entered (a superadmin) or not known yet. */
  client?: Pick<ClientView, "features"> | null;
}

/** The access and feature the module route at `pathname` needs (manifest row of the owning module), or null. */
export function accessAt(pathname: string): { access: string; feature?: string } | null {
  for (const module of modules)
    for (const route of module.routes)
      if (matchPath({ path: `/${route.path}`, end: true }, pathname)) return routeAccess(module, route);
  return null;
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
 * - every other module route needs its manifest row's access (a role or feature right) and tenant
 *   feature (the route's menu entry's when it names one): refused → the access-denied page.
 * Until the user is known, only the token is checked; the root waits for the start page.
 */
export function guardRoute({ pathname, authenticated, user, startPage, client }: GuardInput): GuardDecision {
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
  const needs = accessAt(pathname);
  if (needs && !(meetsAccessLevel(user, needs.access as AccessLevel) && featureActive(client ?? null, needs.feature)))
    return { kind: "denied" };
  return { kind: "allow" };
}
