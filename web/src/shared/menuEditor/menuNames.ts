import type { ClientView } from "@intranet/contracts";
import type { Language } from "../../i18n/languages";
import { useMenuDefaultNames } from "../../shell/menu/defaultNames";
import { useMenuTranslation } from "../../shell/menu/i18n";
import { menuItems, type MenuKey } from "../../shell/menu/menuItems";
import { featureActive } from "../../shell/menu/visibleMenu";
import type { MenuDraftEntry } from "./menuDraft";

/** The product's name of a menu entry in a language (ru and ua load as their own chunks; English meanwhile). */
export function useProductMenuName(): (key: MenuKey, language: Language) => string {
  const { t } = useMenuTranslation();
  const defaults = useMenuDefaultNames();
  return (key, language) => defaults?.[language][key] ?? t(`items.${key}`);
}

/** The entries a draft shows in everyone's menu: not hidden, of an active feature, in its order. */
export function shownMenuEntries(entries: readonly MenuDraftEntry[], features: ClientView["features"]) {
  return entries.filter((entry) => !entry.hidden && featureActive({ features }, menuItems[entry.key].feature));
}

/** An entry's name in a language: the company's, else the product's. */
export function draftEntryName(
  entry: MenuDraftEntry,
  language: Language,
  productName: (key: MenuKey, language: Language) => string,
): string {
  return entry.names[language].trim() || productName(entry.key, language);
}
