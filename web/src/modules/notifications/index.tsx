import { NonIdealState } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { useShellData } from "../../shell/useShellData";
import { NotificationCenter } from "./NotificationCenter";
import "./notifications.css";

/** The notification center module (/notifications): needs an entered company. */
export default function NotificationsModule() {
  const { t } = useTranslation();
  const { me, client } = useShellData();
  if (!client) return <NonIdealState icon="office" title={t("shell.chooseClient")} />;
  return <NotificationCenter me={me} client={client} />;
}
