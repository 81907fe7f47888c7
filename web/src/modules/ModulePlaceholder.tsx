import { NonIdealState } from "@blueprintjs/core";
import { useMenuTranslation } from "../shell/menu/i18n";
import type { ModulePageProps } from "./types";

/** Stands in for a module that is not built yet: its title and a note, at the module's real route. */
export default function ModulePlaceholder({ module }: ModulePageProps) {
  const { t } = useMenuTranslation();
  return (
    <NonIdealState
      className="module-placeholder"
      icon="build"
      title={t(`modules.${module}`)}
      description={t("ui:pages.placeholder")}
    />
  );
}
