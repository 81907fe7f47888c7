import type { TrackedModule } from "@intranet/contracts/analytics";
import type { MenuKey } from "@intranet/contracts/manifest";
import { useMenuTranslation } from "../../shell/menu/i18n";
import { useAnalyticsTranslation } from "./i18n";

/** The menu entry whose name a visit report's module takes (the menu's texts, in every language). */
const menuEntry: Partial<Record<TrackedModule, MenuKey>> = {
  company: "company",
  address_book: "addressBook",
  groups: "groups",
  calendar: "calendar",
  knowledge_base: "articles",
  vacancies: "vacancies",
  services: "services",
  polls: "polls",
  structures: "structures",
  no_silent: "no_silent",
  ideas: "ideas",
  shop: "shop",
  task_tracker: "task_tracker",
  adaptation: "adaptation",
  vacations: "vacations",
  courses: "courses",
  lms_analytics: "lmsAnalytics",
  idp: "idp",
};

/**
 * A tracked module's display name: the menu's name for its entry, the wall's module name, and the
 * knowledge base's single articles (a visit name of their own) from this module's texts.
 */
export function useModuleName(): (module: TrackedModule) => string {
  const { t: menu } = useMenuTranslation();
  const { t } = useAnalyticsTranslation();
  return (module) => {
    const entry = menuEntry[module];
    if (entry) return menu(`items.${entry}`);
    if (module === "wall") return menu("modules.wall");
    if (module === "articles") return t("modules.articles");
    return module;
  };
}
