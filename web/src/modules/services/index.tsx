import { NonIdealState } from "@blueprintjs/core";
import { isAdminOrAbove } from "@intranet/contracts/roles";
import { lazy, Suspense } from "react";
import { Spinner } from "@blueprintjs/core";
import { useParams } from "react-router-dom";
import type { ModulePageProps } from "../types";
import { translateCode } from "../../i18n/translateMessage";
import { useShellData } from "../../shell/useShellData";
import { RequestPage } from "./request/RequestPage";
import { ServicePage } from "./order/ServicePage";
import { ServicesPage } from "./list/ServicesPage";
import { useServicesTranslation } from "./i18n";
import "./services.css";

// The editor (rich text, the form and route builders) is for admins only: a chunk of its own.
const ServiceEditor = lazy(() => import("./editor/ServiceEditor"));

/**
 * Services (product-spec §1, §3, §4): /services/ (catalogue, my orders, waiting for me, groups),
 * /service/{id} (its description and order form), /service/request/{id} (a request),
 * /services/new and /service/{id}/edit (the editor, admins).
 */
export default function ServicesModule({ route }: ModulePageProps) {
  const { t } = useServicesTranslation();
  const { me, client } = useShellData();
  const { _id: id = "" } = useParams();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  if (route === "services") return <ServicesPage me={me} client={client} />;
  if (route === "service/request/:_id") return <RequestPage key={id} id={id} me={me} client={client} />;
  if (route === "service/:_id") return <ServicePage key={id} id={id} client={client} />;
  if (!isAdminOrAbove(me)) return <NonIdealState icon="lock" title={translateCode(t, "services.no_access")} />;
  return (
    <Suspense fallback={<Spinner size={32} />}>
      <ServiceEditor key={id} id={route === "services/new" ? null : id} client={client} />
    </Suspense>
  );
}
