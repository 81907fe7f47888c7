import { Button, Icon, NonIdealState, Tag, Tooltip } from "@blueprintjs/core";
import type { DeskSummary, ProjectView } from "@intranet/contracts/taskTracker";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { errorText } from "../../../i18n/errorText";
import { showToast } from "../../../ui/toast";
import { trackerApi, trackerKeys } from "../api";
import { useTrackerTranslation } from "../i18n";
import { deskPath } from "../paths";

export type DeskTab = "mine" | "favourites" | "all" | "finished";
/** The project filter of the board tabs: every project (""), boards without one ("none"), or one project's id. */
export type ProjectFilter = string;

/** Which boards a tab lists: mine and all are the active ones; favourites whatever their state. */
const inTab = (desk: DeskSummary, tab: DeskTab) =>
  tab === "finished"
    ? desk.status === "finished"
    : tab === "favourites"
      ? desk.favourite
      : desk.status === "active" && (tab === "all" || desk.member);

const inProject = (desk: DeskSummary, project: ProjectFilter) =>
  project === "" ? true : project === "none" ? !desk.projectId : desk.projectId === project;

/** A tab's boards, by name: each links to its board, a closed one the caller cannot open shows a lock. */
export function DeskList({
  client,
  tab,
  desks,
  projects,
  project,
  onCreate,
}: {
  client: string;
  tab: DeskTab;
  desks: readonly DeskSummary[];
  projects: readonly ProjectView[];
  project: ProjectFilter;
  onCreate?: () => void;
}) {
  const { t } = useTrackerTranslation();
  const ofTab = desks.filter((desk) => inTab(desk, tab));
  const shown = ofTab.filter((desk) => inProject(desk, project)).sort((a, b) => a.name.localeCompare(b.name));
  if (!shown.length) {
    if (ofTab.length)
      return <NonIdealState icon="filter" title={t("empty.filtered")} description={t("empty.filteredText")} />;
    return (
      <NonIdealState
        icon="projects"
        title={t(`empty.${tab}`)}
        description={t(`empty.${tab}Text`)}
        action={
          onCreate && (tab === "mine" || tab === "all") ? (
            <Button intent="primary" icon="plus" text={t("empty.createFirst")} onClick={onCreate} />
          ) : undefined
        }
      />
    );
  }
  const projectName = new Map(projects.map((item) => [item._id, item.name]));
  return (
    <ul className="tt-desks">
      {shown.map((desk) => (
        <DeskRow key={desk._id} client={client} desk={desk} project={projectName.get(desk.projectId ?? "")} />
      ))}
    </ul>
  );
}

function DeskRow({ client, desk, project }: { client: string; desk: DeskSummary; project?: string }) {
  const { t } = useTrackerTranslation();
  const queryClient = useQueryClient();
  const locked = desk.role === "outsider";
  const toggle = async () => {
    try {
      const saved = await trackerApi.favourite(desk._id, !desk.favourite);
      queryClient.setQueryData<DeskSummary[]>(trackerKeys.desks(client), (list) =>
        list?.map((other) => (other._id === saved._id ? saved : other)),
      );
    } catch (error) {
      void showToast(`${t("list.favouriteFailed")}: ${errorText(t, error)}`, "danger");
    }
  };
  return (
    <li className={`tt-desk-row${locked ? " tt-desk-locked" : ""}`}>
      <div className="tt-desk-main">
        <h2 className="tt-desk-name">
          {locked ? (
            <Tooltip content={t("list.locked")}>
              <span className="tt-desk-lock" tabIndex={0} aria-label={`${desk.name}: ${t("list.locked")}`}>
                <Icon icon="lock" aria-hidden />
                <span>{desk.name}</span>
              </span>
            </Tooltip>
          ) : (
            <Link to={deskPath(desk._id)}>{desk.name}</Link>
          )}
        </h2>
        {desk.description ? <p className="tt-desk-description">{desk.description}</p> : null}
        <div className="tt-desk-tags">
          <Tag minimal icon={desk.type === "closed" || desk.type === "hidden" ? "lock" : undefined}>
            {t(`types.${desk.type}`)}
          </Tag>
          {project ? (
            <Tag minimal icon="folder-close">
              {project}
            </Tag>
          ) : null}
          {desk.member ? <Tag minimal>{t(`list.role.${desk.role}`)}</Tag> : null}
          {desk.status === "finished" ? (
            <Tag minimal intent="success" icon="tick">
              {t("list.finishedAt")}
            </Tag>
          ) : null}
        </div>
      </div>
      {locked ? null : (
        <Button
          variant="minimal"
          icon={desk.favourite ? "star" : "star-empty"}
          className={desk.favourite ? "tt-star tt-star-on" : "tt-star"}
          aria-pressed={desk.favourite}
          aria-label={t(desk.favourite ? "list.unfavourite" : "list.favourite", { name: desk.name })}
          title={t(desk.favourite ? "list.unfavourite" : "list.favourite", { name: desk.name })}
          onClick={() => void toggle()}
        />
      )}
    </li>
  );
}
