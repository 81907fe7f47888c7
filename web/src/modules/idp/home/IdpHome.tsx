import { NonIdealState, Tab, Tabs } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { useQuery } from "@tanstack/react-query";
import { useUrlTab } from "../../../shared/useUrlTab";
import { LinkButton } from "../../../ui/LinkButton";
import { QueryState } from "../../../ui/QueryState";
import { TabsPanel } from "../../../ui/TabsPanel";
import { idpApi, idpKeys } from "../api";
import { useIdpTranslation } from "../i18n";
import { newPlanPath } from "../paths";
import { AnalyticsTab } from "./AnalyticsTab";
import { PlanList } from "./PlanList";

const tabsId = "idp-tabs";
const allTabs = ["mine", "team", "all", "analytics"] as const;
type HomeTab = (typeof allTabs)[number];

/**
 * /idp (product-spec §2: my employees' plans, analytics, all, mine): the caller's own plans, the
 * plans of their people (chiefs; and those they created or observe), all plans and the analytics
 * (admins; a chief's analytics covers their people).
 */
export function IdpHome({ me, client }: { me: UserView; client: string }) {
  const { t } = useIdpTranslation();
  // A superadmin inside a company is no employee there: no plans of their own.
  const employee = !me.roles.includes("superadmin");
  const access = useQuery({ queryKey: idpKeys.access(), queryFn: idpApi.access });
  const has: Record<HomeTab, boolean> = {
    mine: employee,
    team: Boolean(access.data?.chief),
    all: Boolean(access.data?.admin),
    analytics: Boolean(access.data?.admin || access.data?.chief),
  };
  const visible = allTabs.filter((key) => has[key]);
  const [tab, setTab] = useUrlTab<HomeTab>(visible, visible[0] ?? "mine");

  let body;
  if (access.isPending || access.isError) body = <QueryState query={access} errorTitle={t("loadFailed")} />;
  else if (!visible.length)
    body = <NonIdealState icon="trending-up" title={t("empty.all")} description={t("empty.allText")} />;
  else
    body = (
      <>
        {visible.length > 1 ? (
          <Tabs id={tabsId} selectedTabId={tab} onChange={setTab} className="idp-tabs tabs-scroll">
            {visible.map((key) => (
              <Tab key={key} id={key} title={t(`tabs.${key}`)} />
            ))}
          </Tabs>
        ) : null}
        <TabsPanel tabsId={tabsId} tabId={tab}>
          {tab === "analytics" ? <AnalyticsTab client={client} /> : <PlanList key={tab} client={client} list={tab} />}
        </TabsPanel>
      </>
    );

  return (
    <div className="idp">
      <header className="idp-header">
        <div className="idp-header-text">
          <h1 className="idp-title">{t("title")}</h1>
          <p className="idp-muted">{t("subtitle")}</p>
        </div>
        {access.data?.create ? <LinkButton to={newPlanPath} primary icon="plus" text={t("newPlan")} /> : null}
      </header>
      {body}
    </div>
  );
}
