import { Tab, Tabs } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { useQuery } from "@tanstack/react-query";
import { useUrlTab } from "../../../shared/useUrlTab";
import { LinkButton } from "../../../ui/LinkButton";
import { QueryState } from "../../../ui/QueryState";
import { TabsPanel } from "../../../ui/TabsPanel";
import { adaptApi, adaptKeys } from "../api";
import { useAdaptTranslation } from "../i18n";
import { adaptationPath } from "../paths";
import { AnalyticsTab } from "./AnalyticsTab";
import { ExtraTab } from "./ExtraTab";
import { InfoTab } from "./InfoTab";
import { ScenarioTab } from "./ScenarioTab";
import { UsersTab } from "./UsersTab";
import { useTrackEdit } from "./useTrackEdit";

const tabsId = "adapt-track-tabs";
const tabs = ["info", "scenario", "users", "analytics", "extra"] as const;
type TrackTab = (typeof tabs)[number];

/** /adaptation/{_id}: a track's editor (admins and its HR) — info, scenarios, people, analytics, extras. */
export function TrackPage({ id, client }: { id: string; me: UserView; client: string }) {
  const { t } = useAdaptTranslation();
  const [tab, setTab] = useUrlTab<TrackTab>(tabs, "info");
  const track = useQuery({ queryKey: adaptKeys.track(id), queryFn: () => adaptApi.track(id) });
  const edit = useTrackEdit({ _id: id, revision: track.data?.revision ?? 0, client_id: client });
  if (!track.data) return <QueryState query={track} errorTitle={t("loadFailed")} />;
  const data = track.data;
  // Forms keep their draft until the track changes under them (a save, a reload after a conflict).
  const formKey = `${data._id}.${data.revision}`;
  return (
    <div className="adapt">
      <nav className="adapt-back">
        <LinkButton to={`${adaptationPath}?tab=tracks`} icon="arrow-left" text={t("editor.back")} />
      </nav>
      <header className="adapt-header">
        <div className="adapt-header-text">
          <h1 className="adapt-title">{data.name}</h1>
          {data.description ? <p className="adapt-muted">{data.description}</p> : null}
        </div>
      </header>
      {data.active ? null : <p className="adapt-warning">{t("editor.inactive")}</p>}
      <Tabs id={tabsId} selectedTabId={tab} onChange={setTab} className="adapt-tabs tabs-scroll">
        {tabs.map((key) => (
          <Tab key={key} id={key} title={t(`editor.tabs.${key}`)} />
        ))}
      </Tabs>
      <TabsPanel tabsId={tabsId} tabId={tab}>
        {tab === "info" ? <InfoTab key={formKey} track={data} edit={edit} client={client} /> : null}
        {tab === "scenario" ? <ScenarioTab track={data} edit={edit} client={client} /> : null}
        {tab === "users" ? <UsersTab track={data} client={client} /> : null}
        {tab === "analytics" ? <AnalyticsTab trackId={id} /> : null}
        {tab === "extra" ? <ExtraTab key={formKey} track={data} edit={edit} client={client} /> : null}
      </TabsPanel>
    </div>
  );
}
