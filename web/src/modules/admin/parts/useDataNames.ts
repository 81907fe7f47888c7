import { useMemo } from "react";
import { menu } from "../../../shell/menu/i18n/en";
import { useMenuTranslation } from "../../../shell/menu/i18n";
import { useAdminTranslation } from "../i18n";
import { admin as english } from "../i18n/en";

type CollectionKey = keyof typeof english.collections;
type FileModuleKey = keyof typeof english.fileModules;
type ModuleKey = keyof typeof menu.modules;

const has = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key);

/**
 * The company's data named in the reader's language: a collection (`posts`, `calendar.feeds`) by
 * what it holds, a file module (`posts`, `hr`) by what its files are. A name the panel does not know
 * yet (a new module's) falls back to its module's name in the menu's texts, then to the name itself.
 */
export function useDataNames() {
  const { t } = useAdminTranslation();
  const { t: menuT } = useMenuTranslation();
  return useMemo(() => {
    const moduleName = (key: string) => (has(menu.modules, key) ? menuT(`modules.${key as ModuleKey}`) : key);
    return {
      collection: (name: string) => {
        // A part of a module (`calendar.feeds`) is keyed `calendar_feeds`: i18next reads dots as nesting.
        const key = name.replace(".", "_");
        return has(english.collections, key)
          ? t(`collections.${key as CollectionKey}`)
          : moduleName(name.split(".")[0] ?? name);
      },
      fileModule: (module: string) =>
        has(english.fileModules, module) ? t(`fileModules.${module as FileModuleKey}`) : moduleName(module),
    };
  }, [t, menuT]);
}
