import { NonIdealState } from "@blueprintjs/core";
import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";
import { PollEditor } from "./editor/PollEditor";
import { PollRoute } from "./PollRoute";
import { PollsPage } from "./PollsPage";
import { usePollsTranslation } from "./i18n";
import "./polls.css";

/**
 * Polls (product-spec §2): /polls (to take, taken, mine, all for admins), /poll/new (the editor),
 * /poll/{_id} (taking it; `?edit` edits it) and /poll/{_id}/results (a lazy chunk with the charts).
 */
export default function PollsModule({ route }: ModulePageProps) {
  const { t } = usePollsTranslation();
  const { me, client } = useShellData();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  if (route === "polls") return <PollsPage me={me} client={client} />;
  if (route === "poll/new") return <PollEditor client={client} />;
  return <PollRoute me={me} client={client} results={route === "poll/:_id/results"} />;
}
