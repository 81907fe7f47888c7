import { NonIdealState } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";
import { PostPage } from "./PostPage";
import { WallPage } from "./WallPage";
import "../cabinet.css";
import "./wall.css";

/** The company wall module: /company (tabs and widgets) and /post/{_id}. */
export default function WallModule({ route }: ModulePageProps) {
  const { t } = useTranslation();
  const { me, client } = useShellData();
  if (route === "post/:_id") return <PostPage me={me} />;
  if (!client) return <NonIdealState icon="office" title={t("shell.chooseClient")} />;
  return <WallPage me={me} client={client} />;
}
