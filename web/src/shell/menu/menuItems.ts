import type { AccessLevel, FeatureCode } from "@intranet/contracts";
import { manifestMenu, type MenuKey } from "@intranet/contracts/manifest";
import type { IconName } from "@blueprintjs/core";

export type { MenuKey };

/** The menu keys of product-spec §2, in the manifest's default order; `client.design.menuNames/menuOrder` use these keys. */
export const menuKeys: readonly MenuKey[] = manifestMenu.map((entry) => entry.key);

export interface MenuItemDefinition {
  to: (userId: string) => string;
  icon: IconName;
  /** Who sees it: a feature right (admins hold all), `admin`, `superadmin` or any `user`. */
  access: AccessLevel;
  /** The tenant feature that must be active (`client.features[].active`). */
  feature?: FeatureCode;
}

/** The manifest's `{me}` is the signed-in user's id. */
const target = (path: string) => (userId: string) => path.replace("{me}", encodeURIComponent(userId));

/** Each entry as the manifest declares it (path, icon, access, feature); the names are in the i18n texts. */
export const menuItems = Object.fromEntries(
  manifestMenu.map((entry) => [
    entry.key,
    {
      to: target(entry.path),
      icon: entry.icon as IconName,
      access: entry.access as AccessLevel,
      ...(entry.feature ? { feature: entry.feature as FeatureCode } : {}),
    } satisfies MenuItemDefinition,
  ]),
) as Record<MenuKey, MenuItemDefinition>;
