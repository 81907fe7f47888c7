import { Tab, Tabs } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { hasRole, isAdminOrAbove } from "@intranet/contracts/roles";
import { useInfiniteQuery } from "@tanstack/react-query";
import { TabsPanel } from "../../../ui/TabsPanel";
import { useUrlTab } from "../../../shared/useUrlTab";
import { servicesApi, servicesKeys } from "../api";
import { useServicesTranslation } from "../i18n";
import { LinkButton } from "../../../ui/LinkButton";
import { newServicePath } from "../paths";
import { Catalogue } from "./Catalogue";
import { Groups } from "./Groups";
import { MyOrders } from "../orders/MyOrders";
import { PagedRequests } from "../orders/PagedRequests";

const tabsId = "services-tabs";
type ServicesTab = "catalogue" | "orders" | "inbox" | "groups";

/** The tabs a person has: admins manage the groups; a visiting superadmin orders nothing and answers nothing. */
function tabsFor(me: UserView): readonly ServicesTab[] {
  if (hasRole(me, "superadmin")) return ["catalogue", "groups"];
  return isAdminOrAbove(me) ? ["catalogue", "orders", "inbox", "groups"] : ["catalogue", "orders", "inbox"];
}

/** /services/: the catalogue (default), my orders, waiting for me (the inbox), groups (admins), and "New service". */
export function ServicesPage({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useServicesTranslation();
  const tabs = tabsFor(me);
  const [tab, setTab] = useUrlTab(tabs, "catalogue");
  const admin = isAdminOrAbove(me);
  const inbox = useInfiniteQuery({
    queryKey: servicesKeys.inbox(me._id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => servicesApi.inbox(me._id, pageParam),
    getNextPageParam: (page) => page.cursor,
    enabled: tabs.includes("inbox"),
  });
  const count = inbox.data?.pages[0]?.count ?? 0;
  return (
    <div className="services">
      <header className="services-header">
        <div>
          <h1 className="services-title">{t("title")}</h1>
          <p className="services-muted">{t("subtitle")}</p>
        </div>
        {admin ? <LinkButton to={newServicePath} primary icon="plus" text={t("create")} /> : null}
      </header>
      <Tabs id={tabsId} selectedTabId={tab} onChange={setTab} className="services-tabs tabs-scroll">
        {tabs.map((key) => (
          <Tab
            key={key}
            id={key}
            title={key === "inbox" && count > 0 ? t("inboxCount", { count }) : t(`tabs.${key}`)}
          />
        ))}
      </Tabs>
      <TabsPanel tabsId={tabsId} tabId={tab}>
        {tab === "catalogue" ? <Catalogue client={client._id} admin={admin} /> : null}
        {tab === "orders" ? <MyOrders me={me} client={client._id} /> : null}
        {tab === "inbox" ? (
          <PagedRequests query={inbox} client={client._id} empty={t("empty.inbox")} emptyText={t("empty.inboxText")} />
        ) : null}
        {tab === "groups" ? <Groups client={client._id} /> : null}
      </TabsPanel>
    </div>
  );
}
