import { NonIdealState, Spinner } from "@blueprintjs/core";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { QueryMore } from "../../ui/QueryMore";
import { groupsApi, groupsKeys } from "./api";
import { GroupGrid } from "./GroupGrid";
import { QueryState } from "../../ui/QueryState";
import { SearchBox } from "./SearchBox";
import { useGroupsTranslation } from "./i18n";

interface AllGroupsTabProps {
  clientId: string;
  search: string;
  onSearch: (search: string) => void;
  visitor: boolean;
}

/** Every group the reader can find (GET /api/group/byClient/{client}?search=), searched as they type, page by page. */
export function AllGroupsTab({ clientId, search, onSearch, visitor }: AllGroupsTabProps) {
  const { t } = useGroupsTranslation();
  const term = search.trim();
  const list = useInfiniteQuery({
    queryKey: groupsKeys.list(clientId, term),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => groupsApi.byClient(clientId, term, pageParam),
    getNextPageParam: (page) => page.cursor,
    // The previous answer stays while the next search runs: no flash of emptiness per keystroke.
    placeholderData: keepPreviousData,
  });
  const groups = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="groups-all">
      <div className="groups-toolbar">
        <SearchBox value={search} onSearch={onSearch} />
        {list.isFetching && !list.isFetchingNextPage && list.data ? <Spinner size={16} /> : null}
      </div>
      {!list.data ? (
        <QueryState query={list} errorTitle={t("loadFailed")} />
      ) : groups.length ? (
        <GroupGrid groups={groups} visitor={visitor} label={t("tabs.all")} />
      ) : (
        <NonIdealState
          icon={term ? "search" : "people"}
          title={term ? t("all.noMatch", { search: term }) : t("all.empty")}
          description={term || visitor ? undefined : t("all.emptyText")}
        />
      )}
      <QueryMore className="groups-more" query={list} count={groups.length} />
    </div>
  );
}
