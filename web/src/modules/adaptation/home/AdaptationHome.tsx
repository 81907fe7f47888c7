import { Button, NonIdealState, Spinner, Tab, Tabs } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useUrlTab } from "../../../shared/useUrlTab";
import { QueryState } from "../../../ui/QueryState";
import { TabsPanel } from "../../../ui/TabsPanel";
import { adaptApi, adaptKeys } from "../api";
import { useAdaptTranslation } from "../i18n";
import { MyAdaptation } from "./MyAdaptation";
import { MyPeople } from "./MyPeople";
import { NewTrackDialog } from "./NewTrackDialog";
import { TracksTab } from "./TracksTab";
import { itemsOf, usePeoplePages } from "./usePeoplePages";

const tabsId = "adapt-tabs";
const allTabs = ["mine", "people", "tracks"] as const;
type HomeTab = (typeof allTabs)[number];

/**
 * /adaptation: the tabs the caller has content in — their own adaptation (a newcomer), the people
 * they follow (mentor, chief, HR), the tracks they run (admins, a track's HR).
 */
export function AdaptationHome({ me, client }: { me: UserView; client: string }) {
  const { t } = useAdaptTranslation();
  const admin = meetsAccessLevel(me, "admin");
  // A superadmin inside a company is no employee there: no plan of their own, nobody to follow.
  const employee = !me.roles.includes("superadmin");
  const [creating, setCreating] = useState(false);
  const mine = useQuery({
    queryKey: adaptKeys.listFor(me._id),
    queryFn: () => adaptApi.listFor(me._id),
    enabled: employee,
  });
  const people = usePeoplePages(me._id, employee);
  const tracks = useQuery({ queryKey: adaptKeys.tracks(client), queryFn: () => adaptApi.tracks(client) });
  const roles = Object.values(people);
  const has: Record<HomeTab, boolean> = {
    mine: (mine.data?.length ?? 0) > 0,
    people: roles.some((pages) => itemsOf(pages).length > 0),
    tracks: admin || (tracks.data?.length ?? 0) > 0,
  };
  const visible = allTabs.filter((key) => has[key]);
  const [tab, setTab] = useUrlTab<HomeTab>(visible, visible[0] ?? "mine");
  const loading = (employee && (mine.isPending || roles.some((pages) => pages.isPending))) || tracks.isPending;
  const failed = [mine, tracks, ...roles].find((query) => query.isError);

  let body;
  if (failed && !visible.length) body = <QueryState query={failed} errorTitle={t("loadFailed")} />;
  else if (loading && !visible.length) body = <Spinner className="adapt-spinner" size={32} />;
  else if (!visible.length)
    body = <NonIdealState icon="new-person" title={t("empty.nothing")} description={t("empty.nothingText")} />;
  else
    body = (
      <>
        {visible.length > 1 ? (
          <Tabs id={tabsId} selectedTabId={tab} onChange={setTab} className="adapt-tabs tabs-scroll">
            {visible.map((key) => (
              <Tab key={key} id={key} title={t(`tabs.${key}`)} />
            ))}
          </Tabs>
        ) : null}
        <TabsPanel tabsId={tabsId} tabId={tab}>
          {tab === "mine" && mine.data?.length ? <MyAdaptation client={client} list={mine.data} /> : null}
          {tab === "people" ? <MyPeople client={client} pages={people} /> : null}
          {tab === "tracks" && tracks.data ? <TracksTab client={client} tracks={tracks.data} /> : null}
        </TabsPanel>
      </>
    );

  return (
    <div className="adapt">
      <header className="adapt-header">
        <div className="adapt-header-text">
          <h1 className="adapt-title">{visible.length === 1 ? t(`tabs.${visible[0]!}`) : t("title")}</h1>
          <p className="adapt-muted">{t("subtitle")}</p>
        </div>
        {admin && tab === "tracks" ? (
          <Button intent="primary" icon="plus" text={t("tracks.newTrack")} onClick={() => setCreating(true)} />
        ) : null}
      </header>
      {body}
      {creating ? <NewTrackDialog client={client} onClose={() => setCreating(false)} /> : null}
    </div>
  );
}
