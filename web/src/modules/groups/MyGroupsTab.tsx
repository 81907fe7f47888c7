import { Button, NonIdealState } from "@blueprintjs/core";
import type { GroupView } from "@intranet/contracts/groups";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { QueryMore } from "../../ui/QueryMore";
import { groupsApi, groupsKeys } from "./api";
import { GroupGrid } from "./GroupGrid";
import { QueryState } from "../../ui/QueryState";
import { allGroupsPath } from "./paths";
import { useGroupsTranslation } from "./i18n";

const sections = [
  { key: "invitations", holds: (group: GroupView) => group.standing === "invited" },
  { key: "requests", holds: (group: GroupView) => group.standing === "requested" },
  { key: "groups", holds: (group: GroupView) => !["invited", "requested", "none"].includes(group.standing) },
] as const;

/** The reader's groups (GET /api/group/byUser/{me}): invitations to answer, requests waiting, then their groups. */
export function MyGroupsTab({ me }: { me: string }) {
  const { t } = useGroupsTranslation();
  const navigate = useNavigate();
  const list = useInfiniteQuery({
    queryKey: groupsKeys.mine(me),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => groupsApi.byUser(me, pageParam),
    getNextPageParam: (page) => page.cursor,
  });
  if (!list.data) return <QueryState query={list} errorTitle={t("loadFailed")} />;
  const groups = list.data.pages.flatMap((page) => page.items);
  if (!groups.length)
    return (
      <NonIdealState
        icon="people"
        title={t("mine.empty")}
        description={t("mine.emptyText")}
        action={
          <Button intent="primary" icon="search" text={t("mine.find")} onClick={() => void navigate(allGroupsPath)} />
        }
      />
    );
  return (
    <div className="groups-sections">
      {sections.map(({ key, holds }) => {
        const shown = groups.filter(holds);
        return shown.length ? (
          <section key={key} className="groups-section" aria-labelledby={`groups-section-${key}`}>
            <h2 id={`groups-section-${key}`} className="groups-section-title">
              {t(`mine.${key}`)} <span className="groups-muted">{shown.length}</span>
            </h2>
            <GroupGrid groups={shown} visitor={false} />
          </section>
        ) : null;
      })}
      <QueryMore className="groups-more" query={list} count={groups.length} />
    </div>
  );
}
