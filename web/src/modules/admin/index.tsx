import { NonIdealState } from "@blueprintjs/core";
import { useShellData } from "../../shell/useShellData";
import { AdminHome } from "./AdminHome";
import { useAdminTranslation } from "./i18n";
import "./admin.css";

/**
 * The administrator panel (product-spec §2 /admin): all data, mail check, notification settings and
 * templates, file cleaning, logs (the journal of changes), interface, service panel, sections.
 */
export default function AdminModule() {
  const { t } = useAdminTranslation();
  const { me, client } = useShellData();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  return <AdminHome me={me} client={client} />;
}
