import { NonIdealState } from "@blueprintjs/core";
import { useShellData } from "../../shell/useShellData";
import { AnalyticsHome } from "./home/AnalyticsHome";
import { useAnalyticsTranslation } from "./i18n";
import "./analytics.css";

/**
 * Analytics (product-spec §2 /analytics): the company's people (turnover, adaptation, demography,
 * positions, departments) and usage (visitors, coin movement, modules) over a period, with the
 * change against a comparison period, in charts and tables, and exported to Excel.
 */
export default function AnalyticsModule() {
  const { t } = useAnalyticsTranslation();
  const { me, client } = useShellData();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  return <AnalyticsHome me={me} client={client} />;
}
