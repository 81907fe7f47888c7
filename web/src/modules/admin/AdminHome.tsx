import { Tab, Tabs } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { useEffect, useRef } from "react";
import { useMenuTranslation } from "../../shell/menu/i18n";
import { useUrlTab } from "../../shared/useUrlTab";
import { TabsPanel } from "../../ui/TabsPanel";
import { DataTab } from "./data/DataTab";
import { FilesTab } from "./files/FilesTab";
import { useAdminTranslation } from "./i18n";
import { LogsTab } from "./logs/LogsTab";
import { MailTab } from "./mail/MailTab";
import { ElsewhereTab } from "./parts/ElsewhereTab";
import { SectionsTab } from "./sections/SectionsTab";
import { ServiceTab } from "./service/ServiceTab";
import { adminTabs, type AdminTab } from "./tabs";
import { TemplatesTab } from "./templates/TemplatesTab";

const tabsId = "admin-tabs";

/** /admin: a tab per part of the panel, the tab in the address (`?tab=`, the first leaves it out). */
export function AdminHome({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useAdminTranslation();
  const { t: menuT } = useMenuTranslation();
  const [tab, setTab] = useUrlTab(adminTabs, "data");
  const page = useRef<HTMLDivElement>(null);
  // On a phone the tab row scrolls sideways: the selected tab (opened from a link) is brought to its middle.
  useEffect(() => {
    const current = page.current?.querySelector<HTMLElement>('.admin-tabs [role="tab"][aria-selected="true"]');
    current?.scrollIntoView?.({ block: "nearest", inline: "center" });
  }, [tab]);
  const panel = (key: AdminTab) => {
    switch (key) {
      case "data":
        return <DataTab client={client} />;
      case "mail":
        return <MailTab me={me} client={client} />;
      case "notifications":
        return <ElsewhereTab kind="notifications" />;
      case "templates":
        return <TemplatesTab me={me} />;
      case "files":
        return <FilesTab client={client} />;
      case "logs":
        return <LogsTab client={client} />;
      case "interface":
        return <ElsewhereTab kind="interface" />;
      case "service":
        return <ServiceTab client={client} />;
      case "sections":
        return <SectionsTab me={me} client={client} />;
    }
  };
  return (
    <div className="admin" ref={page}>
      <header>
        <h1 className="admin-title">{menuT("modules.admin")}</h1>
        <p className="admin-muted">{t("subtitle")}</p>
      </header>
      <Tabs id={tabsId} selectedTabId={tab} onChange={setTab} className="admin-tabs tabs-scroll">
        {adminTabs.map((key) => (
          <Tab key={key} id={key}>
            {t(`tabs.${key}`)}
          </Tab>
        ))}
      </Tabs>
      <TabsPanel tabsId={tabsId} tabId={tab} className="admin-panel">
        {panel(tab)}
      </TabsPanel>
    </div>
  );
}
