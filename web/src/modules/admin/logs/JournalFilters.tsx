import { Button, FormGroup, HTMLSelect, Switch } from "@blueprintjs/core";
import {
  journalActionCodes,
  journalActions,
  journalSections,
  type JournalAction,
  type JournalSection,
} from "@intranet/contracts/journal";
import { PersonSearch } from "../../../shared/PersonSearch";
import { RemovableChip } from "../../../shared/RemovableChip";
import { DayInput } from "../../../ui/DayInput";
import { useAdminTranslation } from "../i18n";
import { periodPresets, type PeriodPreset } from "./period";
import type { JournalFilters as Filters } from "./useJournalFilters";

/** How far back a day may be picked. */
const pickable = [-10, 0] as const;
const nobody = new Set<string>();

/**
 * The journal's filters, one wrapping row: section, action (those of the section), period, a
 * person (found by name, or picked from an entry), an object (picked from an entry), superadmin only.
 */
export function JournalFilterBar({
  client,
  filters,
  actorName,
  targetName,
}: {
  client: string;
  filters: Filters;
  /** The chosen person's and object's names, once known (from the people list or the entries). */
  actorName: string | null;
  targetName: string | null;
}) {
  const { t } = useAdminTranslation();
  const { state } = filters;
  const actions = journalActionCodes.filter((action) => !state.section || journalActions[action] === state.section);
  const day = (id: string, label: string, value: string | null, onChange: (day: string | null) => void) => (
    <FormGroup label={label} labelFor={id} className="admin-filter admin-filter-day">
      <DayInput
        id={id}
        value={value}
        onChange={onChange}
        placeholder={t("logs.filters.placeholder")}
        badDay={t("logs.filters.badDay")}
        years={pickable}
        invalid={filters.periodInvalid}
      />
    </FormGroup>
  );
  return (
    <section className="admin-filters" aria-label={t("logs.filters.title")}>
      <div className="admin-filter-row">
        <FormGroup label={t("logs.filters.section")} labelFor="admin-journal-section" className="admin-filter">
          <HTMLSelect
            id="admin-journal-section"
            fill
            value={state.section ?? ""}
            onChange={(event) => filters.setSection((event.currentTarget.value || null) as JournalSection | null)}
            options={[
              { value: "", label: t("logs.filters.allSections") },
              ...journalSections.map((section) => ({ value: section, label: t(`sections.${section}`) })),
            ]}
          />
        </FormGroup>
        <FormGroup label={t("logs.filters.action")} labelFor="admin-journal-action" className="admin-filter">
          <HTMLSelect
            id="admin-journal-action"
            fill
            value={state.action ?? ""}
            onChange={(event) => filters.setAction((event.currentTarget.value || null) as JournalAction | null)}
            options={[
              { value: "", label: t("logs.filters.allActions") },
              ...actions.map((action) => ({ value: action, label: t(`actions.${action}`) })),
            ]}
          />
        </FormGroup>
        <FormGroup label={t("logs.filters.period")} labelFor="admin-journal-period" className="admin-filter">
          <HTMLSelect
            id="admin-journal-period"
            fill
            value={state.preset}
            onChange={(event) => filters.setPreset(event.currentTarget.value as PeriodPreset)}
            options={periodPresets.map((preset) => ({ value: preset, label: t(`logs.filters.periods.${preset}`) }))}
          />
        </FormGroup>
        {state.preset === "custom" ? (
          <>
            {day("admin-journal-from", t("logs.filters.from"), state.from, (from) => filters.setDays(from, state.to))}
            {day("admin-journal-to", t("logs.filters.to"), state.to, (to) => filters.setDays(state.from, to))}
          </>
        ) : null}
        <FormGroup label={t("logs.filters.person")} className="admin-filter admin-filter-person">
          {state.actor ? (
            <div role="list" className="admin-chips">
              <RemovableChip
                icon="person"
                text={actorName ?? t("logs.entry.unknownPerson")}
                removeLabel={t("logs.filters.removePerson")}
                onRemove={() => filters.setActor(null)}
              />
            </div>
          ) : (
            <PersonSearch clientId={client} chosen={nobody} onPick={(person) => filters.setActor(person._id)} />
          )}
        </FormGroup>
      </div>
      {filters.periodInvalid ? (
        <p className="admin-error-text" role="alert">
          {t("logs.filters.badPeriod")}
        </p>
      ) : null}
      <div className="admin-filter-row admin-filter-row-end">
        {state.target ? (
          <div role="list" className="admin-chips" aria-label={t("logs.filters.target")}>
            <RemovableChip
              icon="filter"
              text={`${t("logs.filters.target")}: ${targetName ?? state.target}`}
              removeLabel={t("logs.filters.removeTarget")}
              onRemove={() => filters.setTarget(null)}
            />
          </div>
        ) : null}
        <Switch
          className="admin-filter-switch"
          checked={state.superadmin}
          label={t("logs.filters.superadmin")}
          onChange={(event) => filters.setSuperadmin(event.currentTarget.checked)}
        />
        {filters.active ? (
          <Button variant="minimal" icon="cross" text={t("logs.clearFilters")} onClick={filters.clear} />
        ) : null}
      </div>
    </section>
  );
}
