import { Button, HTMLSelect, Tab, Tabs } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useUrlTab } from "../../../shared/useUrlTab";
import { QueryState } from "../../../ui/QueryState";
import { TabsPanel } from "../../../ui/TabsPanel";
import { trackerApi, trackerKeys } from "../api";
import { useTrackerTranslation } from "../i18n";
import { DeskFormDialog } from "./DeskFormDialog";
import { DeskList, type DeskTab, type ProjectFilter } from "./DeskList";
import { MyTasks } from "./MyTasks";
import { Projects } from "./Projects";

const tabsId = "tt-tabs";
const tabs = ["mine", "favourites", "all", "finished", "tasks", "projects"] as const;
type TrackerTab = (typeof tabs)[number];

/** /task-tracker/: my boards, favourites, all I may see, finished ones, my tasks and the projects. */
export function TrackerPage({ me, client }: { me: UserView; client: string }) {
  const { t } = useTrackerTranslation();
  const [tab, setTab] = useUrlTab<TrackerTab>(tabs, "mine");
  const [creating, setCreating] = useState(false);
  const [project, setProject] = useState<ProjectFilter>("");
  const canCreate = meetsAccessLevel(me, "desk_add");
  const desks = useQuery({ queryKey: trackerKeys.desks(client), queryFn: () => trackerApi.desks(client) });
  const projects = useQuery({ queryKey: trackerKeys.projects, queryFn: () => trackerApi.projects() });
  const boardTab = tab !== "tasks" && tab !== "projects";
  return (
    <div className="tt">
      <header className="tt-header">
        <div className="tt-header-text">
          <h1 className="tt-title">{t("title")}</h1>
          <p className="tt-muted">{t("subtitle")}</p>
        </div>
        {canCreate ? (
          <Button intent="primary" icon="plus" text={t("list.newDesk")} onClick={() => setCreating(true)} />
        ) : null}
      </header>
      <Tabs id={tabsId} selectedTabId={tab} onChange={setTab} className="tt-tabs tabs-scroll">
        {tabs.map((key) => (
          <Tab key={key} id={key} title={t(`tabs.${key}`)} />
        ))}
      </Tabs>
      <TabsPanel tabsId={tabsId} tabId={tab}>
        {boardTab ? (
          desks.data ? (
            <>
              {projects.data?.length ? (
                <div className="tt-project-filter">
                  <label htmlFor="tt-project-filter">{t("list.project")}</label>
                  <HTMLSelect
                    id="tt-project-filter"
                    value={project}
                    onChange={(event) => setProject(event.currentTarget.value)}
                    options={[
                      { value: "", label: t("list.anyProject") },
                      { value: "none", label: t("list.noProject") },
                      ...projects.data.map((item) => ({ value: item._id, label: item.name })),
                    ]}
                  />
                </div>
              ) : null}
              <DeskList
                client={client}
                tab={tab as DeskTab}
                desks={desks.data}
                projects={projects.data ?? []}
                project={project}
                onCreate={canCreate ? () => setCreating(true) : undefined}
              />
            </>
          ) : (
            <QueryState query={desks} errorTitle={t("loadFailed")} />
          )
        ) : null}
        {tab === "tasks" ? <MyTasks /> : null}
        {tab === "projects" ? (
          <Projects client={client} canCreate={canCreate} desks={desks.data ?? []} projects={projects} />
        ) : null}
      </TabsPanel>
      {creating ? (
        <DeskFormDialog client={client} projects={projects.data ?? []} onClose={() => setCreating(false)} />
      ) : null}
    </div>
  );
}
