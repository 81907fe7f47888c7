import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { DepartmentSelect } from "../../../shared/DepartmentSelect";
import { DayInput } from "../../../ui/DayInput";
import { useFormat } from "../format";
import { useAnalyticsTranslation } from "../i18n";
import { compareModes, presets, type CompareMode, type Preset } from "./period";
import type { ReportFilters } from "./useReportFilters";

/** How far back a custom day may be picked (the reports keep ten years). */
const pickable = [-10, 0] as const;

/**
 * The filters every tab shares, kept in the address: a period (presets or two days), what it is
 * compared with, a department. A snapshot tab (demography) has no period: its period controls are
 * off and say why; a tab without departments (coin movement) says the department does not apply.
 */
export function FilterBar({
  client,
  filters,
  snapshot,
  noDepartment,
}: {
  client: string;
  filters: ReportFilters;
  snapshot: boolean;
  noDepartment: boolean;
}) {
  const { t } = useAnalyticsTranslation();
  const format = useFormat();
  const { filters: current } = filters;
  const day = (id: string, label: string, value: string | null, onChange: (day: string | null) => void) => (
    <FormGroup label={label} labelFor={id} className="an-filter an-filter-day">
      <DayInput
        id={id}
        value={value}
        onChange={onChange}
        placeholder={t("filters.placeholder")}
        badDay={t("filters.badDay")}
        years={pickable}
      />
    </FormGroup>
  );
  return (
    <section className="an-filters" aria-label={t("filters.title")}>
      <div className="an-filter-row">
        <FormGroup label={t("filters.period")} labelFor="an-period" className="an-filter" disabled={snapshot}>
          <HTMLSelect
            id="an-period"
            value={current.preset}
            disabled={snapshot}
            onChange={(event) => filters.setPreset(event.currentTarget.value as Preset)}
            options={presets.map((preset) => ({ value: preset, label: t(`filters.presets.${preset}`) }))}
          />
        </FormGroup>
        {current.preset === "custom" && !snapshot ? (
          <>
            {day("an-from", t("filters.from"), current.from, (from) => filters.setRange(from, current.to))}
            {day("an-to", t("filters.to"), current.to, (to) => filters.setRange(current.from, to))}
          </>
        ) : null}
        <FormGroup label={t("filters.compare")} labelFor="an-compare" className="an-filter" disabled={snapshot}>
          <HTMLSelect
            id="an-compare"
            value={current.compare}
            disabled={snapshot}
            onChange={(event) => filters.setCompare(event.currentTarget.value as CompareMode)}
            options={compareModes.map((mode) => ({ value: mode, label: t(`filters.compares.${mode}`) }))}
          />
        </FormGroup>
        {current.compare === "custom" && !snapshot
          ? day("an-compare-from", t("filters.compareFrom"), current.compareFrom, filters.setCompareFrom)
          : null}
        <DepartmentSelect
          id="an-dept"
          className="an-filter"
          client={client}
          value={current.dept}
          onChange={filters.setDept}
          disabled={noDepartment}
        />
      </div>
      {snapshot ? (
        <p className="an-muted an-filter-note">{t("filters.snapshot", { date: format.day(filters.today) })}</p>
      ) : null}
      {noDepartment ? <p className="an-muted an-filter-note">{t("filters.noDepartment")}</p> : null}
    </section>
  );
}
