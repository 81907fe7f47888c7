import type { ClientView, MenuNames, UserView } from "@intranet/contracts";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import type { Language } from "../../i18n/languages";
import { menuItems, menuKeys, type MenuKey } from "./menuItems";

export interface VisibleMenuItem {
  key: MenuKey;
  to: string;
  icon: (typeof menuItems)[MenuKey]["icon"];
  /** The tenant's own name for the entry in the reader's language, if it set one; else the caller shows the localised default. */
  customName?: string;
}

type MenuClient = Pick<ClientView, "features" | "design"> | null;
type FeatureClient = Pick<ClientView, "features"> | null;

/** A tenant feature is on unless the tenant switched it off (the API lists every code, default on). */
export function featureActive(client: FeatureClient, feature: string | undefined): boolean {
  if (!feature) return true;
  return client?.features.find((entry) => entry.code === feature)?.active ?? true;
}

/** `design.menuOrder` first (unknown keys ignored), then the rest in the spec's order. */
export function orderedKeys(order: readonly string[] | undefined): MenuKey[] {
  const known = (order ?? []).filter((key): key is MenuKey => (menuKeys as readonly string[]).includes(key));
  const first = [...new Set(known)];
  return [...first, ...menuKeys.filter((key) => !first.includes(key))];
}

/**
 * A tenant's name for an entry in one language: a plain string (older companies) names it in every
 * language, an object per language; blank is no name (the product's own name shows).
 */
export function menuNameIn(value: string | MenuNames | undefined, language: Language): string | undefined {
  const name = typeof value === "string" ? value : value?.[language];
  return name?.trim() || undefined;
}

/**
 * Whether the company may hide an entry from everyone's menu: not the administrators' own entries
 * (the employee cabinet, the admin panel: hiding them would hide the way back) nor the superadmin's.
 */
export function menuEntryHideable(key: MenuKey): boolean {
  return menuItems[key].access !== "admin" && menuItems[key].access !== "superadmin";
}

/**
 * The menu a user sees (product-spec §2 Menu keys): entries allowed by their rights
 * (`meetsAccessLevel`) and by the tenant's active features, named in the reader's language, ordered
 * and thinned (`menuHidden`) by the tenant's design. Without a current company (a superadmin outside
 * any) only the superadmin's own entries remain.
 */
export function visibleMenu(
  user: Pick<UserView, "_id" | "roles" | "rights">,
  client: MenuClient,
  language: Language = "en",
): VisibleMenuItem[] {
  const hidden = new Set(client?.design.menuHidden ?? []);
  return orderedKeys(client?.design.menuOrder)
    .filter((key) => {
      const item = menuItems[key];
      if (!client) return item.access === "superadmin";
      if (hidden.has(key) && menuEntryHideable(key)) return false;
      return meetsAccessLevel(user, item.access) && featureActive(client, item.feature);
    })
    .map((key) => {
      const customName = menuNameIn(client?.design.menuNames?.[key], language);
      const item = menuItems[key];
      return { key, to: item.to(user._id), icon: item.icon, ...(customName ? { customName } : {}) };
    });
}
