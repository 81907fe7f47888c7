import { HTMLTable, Icon, NonIdealState } from "@blueprintjs/core";
import { taskPriorities, type LaneView, type TaskCardView } from "@intranet/contracts/taskTracker";
import { useState } from "react";
import { useDays } from "../../../shared/useDateTime";
import { useTrackerTranslation } from "../i18n";
import { PriorityTag } from "../PriorityTag";
import { byRank, isOverdue } from "./board";

const columns = ["name", "lane", "performer", "due", "priority", "planned", "actual", "finished"] as const;
type Column = (typeof columns)[number];
interface Sort {
  column: Column;
  descending: boolean;
}

/** Empty values sort last whichever way the column is sorted. */
function compareValues(a: string | number | null, b: string | number | null, descending: boolean) {
  if (a === b) return 0;
  if (a === null || a === "") return 1;
  if (b === null || b === "") return -1;
  const order = typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b));
  return descending ? -order : order;
}

/** The table view: every card (as filtered) a row, sorted by any column; a row's name opens the task. */
export function TableView({
  cards,
  lanes,
  filtered,
  nameOf,
  onOpen,
}: {
  cards: readonly TaskCardView[];
  lanes: readonly LaneView[];
  filtered: boolean;
  nameOf: (id: string) => string;
  onOpen: (taskId: string) => void;
}) {
  const { t } = useTrackerTranslation();
  const days = useDays();
  const [sort, setSort] = useState<Sort | null>(null);
  if (!cards.length)
    return (
      <NonIdealState icon={filtered ? "filter" : "th"} title={filtered ? t("empty.tableFiltered") : t("empty.table")} />
    );
  const laneIndex = new Map(lanes.map((lane, index) => [lane._id, index]));
  const laneNames = new Map(lanes.map((lane) => [lane._id, lane.name]));
  const valueOf = (card: TaskCardView, column: Column): string | number | null => {
    switch (column) {
      case "name":
        return card.name;
      case "lane":
        return laneIndex.get(card.laneId) ?? null;
      case "performer":
        return card.performerId ? nameOf(card.performerId) : null;
      case "due":
        return card.due;
      case "priority":
        return taskPriorities.indexOf(card.priority);
      case "planned":
        return card.plannedHours;
      case "actual":
        return card.actualHours;
      case "finished":
        return card.finished ? 1 : 0;
    }
  };
  // Unsorted: lane by lane, in each lane's order.
  const rows = [...cards].sort((a, b) =>
    sort
      ? compareValues(valueOf(a, sort.column), valueOf(b, sort.column), sort.descending) || byRank(a, b)
      : (laneIndex.get(a.laneId) ?? 0) - (laneIndex.get(b.laneId) ?? 0) || byRank(a, b),
  );
  const header = (column: Column) => {
    const active = sort?.column === column;
    return (
      <th key={column} aria-sort={active ? (sort.descending ? "descending" : "ascending") : "none"}>
        <button
          type="button"
          className="tt-sort"
          title={t("table.sortBy", { column: t(`table.${column}`) })}
          onClick={() => setSort(active ? { column, descending: !sort.descending } : { column, descending: false })}
        >
          {t(`table.${column}`)}
          <Icon icon={active ? (sort.descending ? "chevron-down" : "chevron-up") : "double-caret-vertical"} size={12} />
        </button>
      </th>
    );
  };
  return (
    <div className="tt-table-wrap">
      <HTMLTable className="tt-table" compact striped aria-label={t("table.label")}>
        <thead>
          <tr>{columns.map(header)}</tr>
        </thead>
        <tbody>
          {rows.map((card) => (
            <tr key={card._id} className={`tt-row-${card.colour}`}>
              <td>
                <button type="button" className="tt-table-name" onClick={() => onOpen(card._id)}>
                  {card.name}
                </button>
              </td>
              <td>{laneNames.get(card.laneId) ?? ""}</td>
              <td>{card.performerId ? nameOf(card.performerId) : "—"}</td>
              <td className={isOverdue(card) ? "tt-overdue" : undefined}>
                {card.due ? days.date(card.due.slice(0, 10)) : "—"}
              </td>
              <td>
                <PriorityTag priority={card.priority} />
              </td>
              <td className="tt-num">{card.plannedHours ?? "—"}</td>
              <td className="tt-num">{card.actualHours ?? "—"}</td>
              <td>{card.finished ? t("table.yes") : t("table.no")}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
