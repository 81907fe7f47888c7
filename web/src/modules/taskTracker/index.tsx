import { NonIdealState } from "@blueprintjs/core";
import { useParams } from "react-router-dom";
import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";
import { DeskPage } from "./desk/DeskPage";
import { TrackerPage } from "./list/TrackerPage";
import { useTrackerTranslation } from "./i18n";
import "./taskTracker.css";

/**
 * The task tracker (product-spec §2 /task-tracker/ and /desk/{_id}, §3 Task board and Task, §4
 * Board states): the boards' lists, my tasks and the projects; one board as a kanban or a table,
 * live, with its task drawer (`?task=<id>`).
 */
export default function TaskTrackerModule({ route }: ModulePageProps) {
  const { t } = useTrackerTranslation();
  const { me, client } = useShellData();
  const { _id: id = "" } = useParams();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  if (route === "desk/:_id") return <DeskPage key={id} id={id} me={me} client={client._id} />;
  return <TrackerPage me={me} client={client._id} />;
}
