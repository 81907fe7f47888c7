import { NonIdealState } from "@blueprintjs/core";
import type { GroupPersonView } from "@intranet/contracts/groups";
import type { ReactNode } from "react";
import { LoadMore } from "../../ui/LoadMore";
import { ListState } from "./ListState";
import type { useGroupPeople } from "./useGroupPeople";

/** One of a group's people lists with its loading, failed, empty states and paging; `row` draws each person. */
export function PeopleList({
  people,
  empty,
  label,
  row,
}: {
  people: ReturnType<typeof useGroupPeople>;
  empty: string;
  label: string;
  row: (person: GroupPersonView) => ReactNode;
}) {
  if (!people.data)
    return <ListState pending={people.isPending} error={people.error} retry={() => void people.refetch()} />;
  const items = people.data.pages.flatMap((page) => page.items);
  if (!items.length) return <NonIdealState icon="people" title={empty} />;
  return (
    <>
      <ul className="groups-people" aria-label={label}>
        {items.map(row)}
      </ul>
      {people.hasNextPage ? (
        <LoadMore
          className="groups-more"
          loading={people.isFetchingNextPage}
          generation={items.length}
          onMore={() => void people.fetchNextPage()}
        />
      ) : null}
    </>
  );
}
