import { NonIdealState } from "@blueprintjs/core";
import { useShellData } from "../../shell/useShellData";
import { useSearchTranslation } from "./i18n";
import { SearchPage } from "./SearchPage";
import "./search.css";

/** The search module's page (/search): needs an entered company (a superadmin outside one has nothing to search). */
export default function SearchModule() {
  const { t } = useSearchTranslation();
  const { client } = useShellData();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  return <SearchPage />;
}
