import { moduleManifest, type ManifestRow, type ModuleKey } from "@intranet/contracts/manifest";
import { useCallback } from "react";
import { useMenuTranslation } from "../../../shell/menu/i18n";

/** The module a tenant feature code switches on and off. */
const moduleOfFeature = (code: string): ModuleKey | undefined =>
  (moduleManifest as readonly ManifestRow[]).find((row) =>
    (row.features as readonly string[] | undefined)?.includes(code),
  )?.key as ModuleKey | undefined;

/** A feature code by its module's name in the reader's language (the menu's module names); unknown: the code. */
export function useFeatureName(): (code: string) => string {
  const { t } = useMenuTranslation();
  return useCallback(
    (code: string) => {
      const module = moduleOfFeature(code);
      return module ? t(`modules.${module}`) : code;
    },
    [t],
  );
}
