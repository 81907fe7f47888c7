import { NonIdealState } from "@blueprintjs/core";
import { useShellData } from "../../shell/useShellData";
import { NotificationCenter } from "./NotificationCenter";
import "./notifications.css";
import { useNotificationsTranslation } from "./i18n";

/** The notification center module (/notifications): needs an entered company. */
export default function NotificationsModule() {
  const { t } = useNotificationsTranslation();
  const { me, client } = useShellData();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  return <NotificationCenter me={me} client={client} />;
}
