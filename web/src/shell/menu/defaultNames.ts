import { useQuery } from "@tanstack/react-query";
import type { Language } from "../../i18n/languages";
import { menu as en } from "./i18n/en";
import type { MenuKey } from "./menuItems";

export type MenuDefaultNames = Record<Language, Record<MenuKey, string>>;

/**
 * The product's menu names in every language at once (the menu editor shows each language's as
 * its field's placeholder, whatever the reader's language): English is here, ru and ua load as
 * their own small chunks (the same ones i18next loads).
 */
export function useMenuDefaultNames(): MenuDefaultNames | undefined {
  return useQuery({
    queryKey: ["menu", "defaultNames"],
    staleTime: Infinity,
    queryFn: async (): Promise<MenuDefaultNames> => {
      const [ru, ua] = await Promise.all([import("./i18n/ru"), import("./i18n/ua")]);
      return { en: en.items, ru: ru.menu.items, ua: ua.menu.items };
    },
  }).data;
}
