import { NonIdealState } from "@blueprintjs/core";
import type { GroupPersonView } from "@intranet/contracts/groups";
import type { ReactNode } from "react";
import { QueryMore } from "../../ui/QueryMore";
import { QueryState } from "../../ui/QueryState";
import type { useGroupPeople } from "./useGroupPeople";
import { useGroupsTranslation } from "./i18n";

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
  const { t } = useGroupsTranslation();
  if (!people.data) return <QueryState query={people} errorTitle={t("loadFailed")} />;
  const items = people.data.pages.flatMap((page) => page.items);
  if (!items.length) return <NonIdealState icon="people" title={empty} />;
  return (
    <>
      <ul className="groups-people" aria-label={label}>
        {items.map(row)}
      </ul>
      <QueryMore className="groups-more" query={people} count={items.length} />
    </>
  );
}
