import { Tab, Tabs } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { useUrlTab } from "../../../shared/useUrlTab";
import { QueryState } from "../../../ui/QueryState";
import { TabsPanel } from "../../../ui/TabsPanel";
import { idpApi, idpKeys } from "../api";
import { useIdpTranslation } from "../i18n";
import { idpPath } from "../paths";
import { useIdpLive } from "../useIdpLive";
import { JournalTab } from "./JournalTab";
import { NotesTab } from "./NotesTab";
import { PlanHeader } from "./PlanHeader";
import { TasksTab } from "./TasksTab";

const tabsId = "idp-plan-tabs";
const tabs = ["tasks", "notes", "journal"] as const;
type PlanTab = (typeof tabs)[number];

/** /idp/{id}: the plan's header (people, status, actions) and its tabs: tasks, notes, change journal — live. */
export function PlanPage({ id, client }: { id: string; client: string }) {
  const { t } = useIdpTranslation();
  const query = useQuery({ queryKey: idpKeys.plan(id), queryFn: () => idpApi.plan(id) });
  const [tab, setTab] = useUrlTab<PlanTab>(tabs, "tasks");
  useIdpLive(id);
  if (query.isPending || query.isError)
    return (
      <div className="idp">
        <QueryState query={query} errorTitle={t("loadFailed")} />
      </div>
    );
  const plan = query.data;
  return (
    <div className="idp">
      <Link to={idpPath} className="idp-back">
        {t("plan.back")}
      </Link>
      <PlanHeader plan={plan} client={client} />
      <Tabs id={tabsId} selectedTabId={tab} onChange={setTab} className="idp-tabs tabs-scroll">
        {tabs.map((key) => (
          <Tab key={key} id={key} title={t(`plan.tabs.${key}`)} />
        ))}
      </Tabs>
      <TabsPanel tabsId={tabsId} tabId={tab}>
        {tab === "tasks" ? <TasksTab plan={plan} client={client} /> : null}
        {tab === "notes" ? <NotesTab plan={plan} client={client} /> : null}
        {tab === "journal" ? <JournalTab plan={plan} client={client} /> : null}
      </TabsPanel>
    </div>
  );
}
