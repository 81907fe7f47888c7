import { Button, HTMLSelect, Switch } from "@blueprintjs/core";
import { taskLimits, type TaskCardView } from "@intranet/contracts/taskTracker";
import { useTags } from "../../../shared/tags";
import { SearchInput } from "../../../ui/SearchInput";
import { useTrackerTranslation } from "../i18n";
import { filtersActive, noFilters, type CardFilters } from "./board";

/** The board's filters, shared by the kanban and the table: mine, overdue, a tag, a performer, text. */
export function Filters({
  cards,
  filters,
  nameOf,
  onChange,
}: {
  cards: readonly TaskCardView[];
  filters: CardFilters;
  nameOf: (id: string) => string;
  onChange: (filters: CardFilters) => void;
}) {
  const { t } = useTrackerTranslation();
  const { byId } = useTags("taskTracker");
  const tagIds = [...new Set(cards.flatMap((card) => card.tags))].filter((id) => byId.has(id));
  const performers = [...new Set(cards.flatMap((card) => (card.performerId ? [card.performerId] : [])))];
  const set = (patch: Partial<CardFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="tt-filters" role="group" aria-label={t("filters.label")}>
      <SearchInput
        value={filters.text}
        onSearch={(text) => set({ text })}
        label={t("filters.text")}
        placeholder={t("filters.text")}
        maxLength={taskLimits.nameMax}
        className="tt-filter-text"
      />
      <Switch
        checked={filters.mine}
        label={t("filters.mine")}
        onChange={(event) => set({ mine: event.currentTarget.checked })}
      />
      <Switch
        checked={filters.overdue}
        label={t("filters.overdue")}
        onChange={(event) => set({ overdue: event.currentTarget.checked })}
      />
      <HTMLSelect
        aria-label={t("filters.performer")}
        value={filters.performer ?? ""}
        onChange={(event) => set({ performer: event.currentTarget.value || null })}
        options={[
          { value: "", label: `${t("filters.performer")}: ${t("filters.anyPerformer")}` },
          ...performers.map((id) => ({ value: id, label: nameOf(id) })).sort((a, b) => a.label.localeCompare(b.label)),
        ]}
      />
      {tagIds.length || filters.tag ? (
        <HTMLSelect
          aria-label={t("filters.tag")}
          value={filters.tag ?? ""}
          onChange={(event) => set({ tag: event.currentTarget.value || null })}
          options={[
            { value: "", label: `${t("filters.tag")}: ${t("filters.anyTag")}` },
            ...tagIds.map((id) => ({ value: id, label: byId.get(id)!.name })),
          ]}
        />
      ) : null}
      {filtersActive(filters) ? (
        <Button variant="minimal" icon="cross" text={t("filters.clear")} onClick={() => onChange(noFilters)} />
      ) : null}
    </div>
  );
}
