import { Button } from "@blueprintjs/core";
import { useDays } from "../../../shared/useDateTime";
import { SegmentedControl } from "../../../ui/bp/SegmentedControl";
import { today } from "../days";
import { useVacationsTranslation } from "../i18n";
import { periodAt, shiftPeriod, type Period, type Span } from "./period";

/** The chart's period: back, today, forward, and a month or a quarter at once. */
export function PeriodNav({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const { t } = useVacationsTranslation();
  const days = useDays();
  return (
    <div className="vac-period">
      <Button icon="chevron-left" aria-label={t("chart.previous")} onClick={() => onChange(shiftPeriod(period, -1))} />
      <Button text={t("chart.thisPeriod")} onClick={() => onChange(periodAt(period.span, today()))} />
      <Button icon="chevron-right" aria-label={t("chart.next")} onClick={() => onChange(shiftPeriod(period, 1))} />
      <h2 className="vac-period-name" aria-live="polite">
        {days.range(period.from, period.to)}
      </h2>
      <SegmentedControl<Span>
        label={t("chart.span")}
        value={period.span}
        options={[
          { value: "month", label: t("chart.month") },
          { value: "quarter", label: t("chart.quarter") },
        ]}
        onChange={(span) => onChange(periodAt(span, period.from))}
      />
    </div>
  );
}
