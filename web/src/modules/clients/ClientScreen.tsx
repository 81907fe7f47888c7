import { Button, Spinner, Tab, Tabs, Tag } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router-dom";
import { clientsApi } from "../../api/clients";
import { paths } from "../../app/paths";
import { DefaultRightsEditor } from "../../shared/DefaultRightsEditor";
import { ClientDataTab } from "./ClientDataTab";
import { DesignTab } from "./DesignTab";
import { FeaturesTab } from "./FeaturesTab";
import { clientKeys } from "./keys";
import { MaintenanceTab } from "./MaintenanceTab";
import { useEnterClient } from "./useEnterClient";
import { useClientsTranslation } from "./i18n";
import { useUrlTab } from "../../shared/useUrlTab";

const tabs = ["data", "design", "features", "access", "maintenance"] as const;
type TabKey = (typeof tabs)[number];

/** /clients/{id}: one company's tabs (product-spec §2 Client management). */
export function ClientScreen() {
  const { t } = useClientsTranslation();
  const { _id: id = "" } = useParams();
  const enter = useEnterClient();
  const client = useQuery({
    queryKey: clientKeys.one(id),
    queryFn: () => clientsApi.get(id, { navigation: true }),
  });
  const [tab, setTab] = useUrlTab(tabs, "data");
  if (!client.data) return <Spinner size={32} />;
  const data = client.data;
  const panels: Record<TabKey, () => React.ReactNode> = {
    data: () => <ClientDataTab client={data} />,
    design: () => <DesignTab client={data} />,
    features: () => <FeaturesTab client={data} />,
    access: () => <DefaultRightsEditor key={data.defaultRights.join()} client={data} />,
    maintenance: () => <MaintenanceTab client={data} />,
  };
  return (
    <div className="cabinet">
      <Link to={paths.clients} className="cabinet-back">
        ← {t("back")}
      </Link>
      <div className="cabinet-toolbar">
        <h1 className="cabinet-title">{data.name}</h1>
        <Tag minimal>{data.workspace}</Tag>
        <Tag intent={data.status === "active" ? "success" : "danger"}>{t(`ui:status.${data.status}`)}</Tag>
        <Button icon="log-in" text={t("enter")} disabled={data.status !== "active"} onClick={() => enter(data)} />
      </div>
      <Tabs
        id="client-tabs"
        selectedTabId={tab}
        onChange={setTab}
        renderActiveTabPanelOnly
        className="cabinet-tabs tabs-scroll"
      >
        {tabs.map((key) => (
          <Tab key={key} id={key} title={t(`tabs.${key}`)} panel={<>{panels[key]()}</>} />
        ))}
      </Tabs>
    </div>
  );
}
