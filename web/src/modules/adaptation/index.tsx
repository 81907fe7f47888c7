import { NonIdealState } from "@blueprintjs/core";
import { useParams } from "react-router-dom";
import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";
import { AdaptationHome } from "./home/AdaptationHome";
import { useAdaptTranslation } from "./i18n";
import { PersonPage } from "./person/PersonPage";
import { TrackPage } from "./track/TrackPage";
import "./adaptation.css";

/**
 * The adaptation (product-spec §2 /adaptation, /adaptation/{_id}, /adaptation/user/{adapt_id}; §4
 * Adaptation): a newcomer's plan, the people one follows, the tracks one runs; a track's editor;
 * one person's progress, live.
 */
export default function AdaptationModule({ route }: ModulePageProps) {
  const { t } = useAdaptTranslation();
  const { me, client } = useShellData();
  const { _id: id = "", adapt_id: adaptId = "" } = useParams();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  if (route === "adaptation/user/:adapt_id") return <PersonPage key={adaptId} id={adaptId} client={client._id} />;
  if (route === "adaptation/:_id") return <TrackPage key={id} id={id} me={me} client={client._id} />;
  return <AdaptationHome me={me} client={client._id} />;
}
