import { NonIdealState } from "@blueprintjs/core";
import { useShellData } from "../../shell/useShellData";
import { VacationsHome } from "./home/VacationsHome";
import { useVacationsTranslation } from "./i18n";
import "./vacations.css";

/**
 * Vacations (product-spec §2 /vacations): one's own balance and vacations, the team's chart, the
 * requests one decides, everyone's vacations for HR, the company's settings for admins; live.
 */
export default function VacationsModule() {
  const { t } = useVacationsTranslation();
  const { me, client } = useShellData();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  return <VacationsHome me={me} client={client._id} />;
}
