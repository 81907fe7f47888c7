import { NonIdealState } from "@blueprintjs/core";
import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";
import { PostPage } from "./PostPage";
import { WallPage } from "./WallPage";
import "../cabinet.css";
import "./wall.css";
import { useWallTranslation } from "./i18n";

/** The company wall module: /company (tabs and widgets) and /post/{_id}. */
export default function WallModule({ route }: ModulePageProps) {
  const { t } = useWallTranslation();
  const { me, client } = useShellData();
  if (route === "post/:_id") return <PostPage me={me} />;
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  return <WallPage me={me} client={client} />;
}
