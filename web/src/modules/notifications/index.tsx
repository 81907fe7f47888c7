import { NonIdealState } from "@blueprintjs/core";
import { hasRole } from "@intranet/contracts/roles";
import { useShellData } from "../../shell/useShellData";
import { NotificationCenter } from "./NotificationCenter";
import "./notifications.css";
import { useNotificationsTranslation } from "./i18n";

/**
 * The notification center module (/notifications): needs an entered company. A superadmin visiting
 * a company is none of its people and has no notifications there: a plain note, no calls.
 */
export default function NotificationsModule() {
  const { t } = useNotificationsTranslation();
  const { me, client } = useShellData();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  if (hasRole(me, "superadmin")) return <NonIdealState icon="notifications" title={t("visitor")} />;
  return <NotificationCenter me={me} client={client} />;
}
