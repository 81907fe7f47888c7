import { NonIdealState } from "@blueprintjs/core";
import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";
import { GroupPage } from "./GroupPage";
import { GroupsPage } from "./GroupsPage";
import { useGroupsLive } from "./useGroupsLive";
import { useGroupsTranslation } from "./i18n";
import "../cabinet.css";
import "./groups.css";

/** Groups (product-spec §2): /groups/ (mine and all), and a group's page at /group/{_id} (also /groups/{_id}). */
export default function GroupsModule({ route }: ModulePageProps) {
  const { t } = useGroupsTranslation();
  const { me, client } = useShellData();
  useGroupsLive();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  if (route === "groups") return <GroupsPage me={me} client={client} />;
  return <GroupPage me={me} />;
}
