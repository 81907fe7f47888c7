import type { ClientDesign, MenuNames } from "@intranet/contracts";
import { languages, type Language } from "../../i18n/languages";
import { menuItems, menuKeys, type MenuKey } from "../../shell/menu/menuItems";
import { menuEntryHideable, orderedKeys } from "../../shell/menu/visibleMenu";
import { isBuiltMenuEntry } from "../builtModules";

/** The stored menu settings of a company (`client.design`): names, order, hidden entries. */
export type MenuDesign = Pick<ClientDesign, "menuNames" | "menuOrder" | "menuHidden">;

export type MenuDraftNames = Record<Language, string>;

export interface MenuDraftEntry {
  key: MenuKey;
  /** The company's name per language as typed ("" = the product's name). */
  names: MenuDraftNames;
  hidden: boolean;
}

/**
 * What the menu editor edits: the company's entries in their order. `kept` holds what is stored for
 * entries the editor does not show (a superadmin's, a module not built yet), written back unchanged.
 */
export interface MenuDraft {
  entries: MenuDraftEntry[];
  kept: { names: Record<string, string | MenuNames>; hidden: string[] };
}

/** The entries a company names, orders and hides: built modules' entries, not the superadmin's own. */
export const editableMenuKeys: readonly MenuKey[] = menuKeys.filter(
  (key) => isBuiltMenuEntry(key) && menuItems[key].access !== "superadmin",
);
const editable = new Set<string>(editableMenuKeys);

const noNames = (): MenuDraftNames => ({ en: "", ru: "", ua: "" });

/** A stored name as the editor's three fields: a plain string (older companies) fills every language. */
function draftNames(value: string | MenuNames | undefined): MenuDraftNames {
  if (typeof value === "string") return { en: value, ru: value, ua: value };
  return { en: value?.en ?? "", ru: value?.ru ?? "", ua: value?.ua ?? "" };
}

export function menuDraftOf(design: MenuDesign): MenuDraft {
  const hidden = new Set(design.menuHidden ?? []);
  const entries = orderedKeys(design.menuOrder)
    .filter((key) => editable.has(key))
    .map((key) => ({
      key,
      names: draftNames(design.menuNames?.[key]),
      hidden: hidden.has(key) && menuEntryHideable(key),
    }));
  const keptNames = Object.fromEntries(Object.entries(design.menuNames ?? {}).filter(([key]) => !editable.has(key)));
  return { entries, kept: { names: keptNames, hidden: [...hidden].filter((key) => !editable.has(key)) } };
}

/** The product's menu: no names, the product's order, nothing hidden (what is kept stays). */
export function productMenuDraft(draft: MenuDraft): MenuDraft {
  return { kept: draft.kept, entries: editableMenuKeys.map((key) => ({ key, names: noNames(), hidden: false })) };
}

/**
 * The full order: the editor's entries as ordered, each entry it does not show after the entry
 * that precedes it in the product's order. The product's order itself is stored as none, so a
 * module added later takes its own place.
 */
function fullOrder(entries: readonly MenuDraftEntry[]): string[] {
  const order: string[] = entries.map((entry) => entry.key);
  menuKeys.forEach((key, index) => {
    if (order.includes(key)) return;
    const before = menuKeys.slice(0, index).findLast((previous) => order.includes(previous));
    order.splice(before ? order.indexOf(before) + 1 : 0, 0, key);
  });
  return order.every((key, index) => key === menuKeys[index]) ? [] : order;
}

/** What a save stores (`interfaceBodySchema`, and the design's same parts): trimmed names per language (blank ones left out), the order, the hidden entries. */
export function menuDesignOf(draft: MenuDraft): {
  menuNames: Record<string, MenuNames>;
  menuOrder: string[];
  menuHidden: string[];
} {
  const names: Record<string, MenuNames> = {};
  for (const [key, value] of Object.entries(draft.kept.names))
    names[key] = typeof value === "string" ? { en: value, ru: value, ua: value } : value;
  for (const entry of draft.entries) {
    const named = Object.fromEntries(
      languages.map((language) => [language, entry.names[language].trim()] as const).filter(([, name]) => name),
    ) as MenuNames;
    if (Object.keys(named).length) names[entry.key] = named;
  }
  return {
    menuNames: names,
    menuOrder: fullOrder(draft.entries),
    menuHidden: [...draft.entries.filter((entry) => entry.hidden).map((entry) => entry.key), ...draft.kept.hidden],
  };
}

/** Whether two drafts store the same menu. */
export function sameMenu(a: MenuDraft, b: MenuDraft): boolean {
  return JSON.stringify(menuDesignOf(a)) === JSON.stringify(menuDesignOf(b));
}

/** The entries `after` hides that `before` did not (a save asks first). */
export function newlyHidden(before: MenuDraft, after: MenuDraft): MenuKey[] {
  const was = new Set(before.entries.filter((entry) => entry.hidden).map((entry) => entry.key));
  return after.entries.filter((entry) => entry.hidden && !was.has(entry.key)).map((entry) => entry.key);
}
