import { NonIdealState } from "@blueprintjs/core";
import { useParams } from "react-router-dom";
import { useShellData } from "../../shell/useShellData";
import type { ModulePageProps } from "../types";
import { useNoSilentTranslation } from "./i18n";
import { NoSilentPage } from "./NoSilentPage";
import { ReportPage } from "./page/ReportPage";
import "./noSilent.css";

/**
 * "Don't be silent" (product-spec §1, §2 /report_violation): the form, my reports, the recipients'
 * inbox and settings at /report_violation, a report at /report_violation/{id}. The anonymous
 * reporter's follow-up page is public: `publicPage.tsx`.
 */
export default function NoSilentModule({ route }: ModulePageProps) {
  const { t } = useNoSilentTranslation();
  const { me, client } = useShellData();
  const { _id: id = "" } = useParams();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  if (route === "report_violation/:_id") return <ReportPage key={id} id={id} me={me} client={client._id} />;
  return <NoSilentPage me={me} client={client} />;
}
