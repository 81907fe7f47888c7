import { NonIdealState } from "@blueprintjs/core";
import { useParams } from "react-router-dom";
import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";
import { IdeaPage } from "./idea/IdeaPage";
import { IdeasPage } from "./list/IdeasPage";
import { useIdeasTranslation } from "./i18n";
import "./ideas.css";

/**
 * Ideas (product-spec §1 idea proposals, §2 /idea): /idea (the board, the form, my ideas, the
 * recipients' inbox, the admins' settings) and /idea/{id} (one idea: its parts, status, votes, comments).
 */
export default function IdeasModule({ route }: ModulePageProps) {
  const { t } = useIdeasTranslation();
  const { me, client } = useShellData();
  const { _id: id = "" } = useParams();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  if (route === "idea/:_id") return <IdeaPage key={id} id={id} me={me} client={client._id} />;
  return <IdeasPage me={me} client={client._id} />;
}
