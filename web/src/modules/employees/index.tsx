import { NonIdealState, Tab, Tabs } from "@blueprintjs/core";
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { useMenuTranslation } from "../../shell/menu/i18n";
import { useShellData } from "../../shell/useShellData";
import { CompanyCardTab } from "../clients/public";
import { AiTab } from "./ai/AiTab";
import { AllEmployeesTab } from "./AllEmployeesTab";
import { IntegrationsTab } from "./integrations/IntegrationsTab";
import { InterfaceTab } from "./interface/InterfaceTab";
import { MoodsTab } from "./moods/MoodsTab";
import { CompanyNotificationsTab } from "./notifications/CompanyNotificationsTab";
import { OtherSettingsTab } from "./other/OtherSettingsTab";
import { NetworksSection } from "./networks/NetworksSection";
import { RightsTab } from "./RightsTab";
import "../cabinet.css";
import "./settings.css";
import { useEmployeesTranslation } from "./i18n";
import { useUrlTab } from "../../shared/useUrlTab";

const tabs = [
  "all",
  "rights",
  "moods",
  "other",
  "notifications",
  "interface",
  "ai",
  "integrations",
  "company",
] as const;
type TabKey = (typeof tabs)[number];

/** The employee cabinet (/employees/, admins): its tabs of product-spec §2. */
export default function EmployeesModule() {
  const { t, i18n } = useEmployeesTranslation();
  const { t: menuT } = useMenuTranslation();
  const { me, client } = useShellData();
  const [tab, setTab] = useUrlTab(tabs, "all");
  // On a phone the tab row scrolls sideways: the tab opened by its address is brought into view.
  useEffect(() => {
    document
      .getElementById(`bp6-tab-title_employee-cabinet_${tab}`)
      ?.scrollIntoView?.({ block: "nearest", inline: "center" });
  }, [tab, i18n.language]);
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;

  const panel = (key: TabKey) => {
    if (key === "all") return <AllEmployeesTab me={me} workspace={client.workspace} />;
    if (key === "rights") return <RightsTab client={client} />;
    if (key === "moods") return <MoodsTab client={client} />;
    if (key === "other")
      return (
        <>
          <OtherSettingsTab client={client} />
          <NetworksSection client={client} />
        </>
      );
    if (key === "notifications") return <CompanyNotificationsTab client={client} />;
    if (key === "interface") return <InterfaceTab client={client} />;
    if (key === "ai") return <AiTab client={client} />;
    if (key === "integrations") return <IntegrationsTab client={client} />;
    return (
      <>
        <CompanyCardTab client={client} />
        <p className="cabinet-related">
          <Link to="/structure_new">{t("structureLink")}</Link>
        </p>
      </>
    );
  };
  return (
    <div className="cabinet">
      <h1 className="cabinet-title">{menuT("modules.employees")}</h1>
      <Tabs
        id="employee-cabinet"
        selectedTabId={tab}
        onChange={setTab}
        renderActiveTabPanelOnly
        className="cabinet-tabs tabs-scroll"
      >
        {tabs.map((key) => (
          <Tab key={key} id={key} title={t(`tabs.${key}`)} panel={panel(key)} />
        ))}
      </Tabs>
    </div>
  );
}
