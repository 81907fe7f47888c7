import { Button, NonIdealState } from "@blueprintjs/core";
import type { GroupView } from "@intranet/contracts/groups";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { LoadMore } from "../../ui/LoadMore";
import { groupsApi, groupsKeys } from "./api";
import { GroupGrid } from "./GroupGrid";
import { ListState } from "./ListState";
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
  if (!list.data) return <ListState pending={list.isPending} error={list.error} retry={() => void list.refetch()} />;
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
      {list.hasNextPage ? (
        <LoadMore
          className="groups-more"
          loading={list.isFetchingNextPage}
          generation={groups.length}
          onMore={() => void list.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}
