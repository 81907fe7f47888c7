import { NonIdealState } from "@blueprintjs/core";
import { useParams } from "react-router-dom";
import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";
import { IdpHome } from "./home/IdpHome";
import { useIdpTranslation } from "./i18n";
import { NewPlanPage } from "./new/NewPlanPage";
import { PlanPage } from "./plan/PlanPage";
import "./idp.css";

/**
 * Individual development plans (product-spec §2 /idp, /idp/new, /idp/{id}; §3 IDP; §4 active or
 * finished): the lists and analytics, a new plan, one plan with its tasks, notes and change journal.
 */
export default function IdpModule({ route }: ModulePageProps) {
  const { t } = useIdpTranslation();
  const { me, client } = useShellData();
  const { id = "" } = useParams();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  if (route === "idp/new") return <NewPlanPage client={client._id} />;
  if (route === "idp/:id") return <PlanPage key={id} id={id} client={client._id} />;
  return <IdpHome me={me} client={client._id} />;
}
