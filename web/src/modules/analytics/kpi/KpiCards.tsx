import { Icon } from "@blueprintjs/core";
import type { CSSProperties } from "react";
import { VisuallyHidden } from "../../../ui/VisuallyHidden";
import { useFormat, type Format } from "../format";
import { useAnalyticsTranslation } from "../i18n";
import { changeOf, type Better, type Change } from "./change";

/** How a figure reads: a count, a number with one decimal (years, minutes), or a number of percent. */
export type KpiKind = "count" | "decimal" | "percent";

export interface Kpi {
  key: string;
  label: string;
  /** null: not known (nobody to average over). */
  value: number | null;
  /** The comparison period's value; absent: the figure has no comparison (a snapshot). */
  previous?: number | null;
  /** Default: more is better. */
  better?: Better;
  /** Default: a count. */
  kind?: KpiKind;
}

export function formatKpi(format: Format, kind: KpiKind, value: number): string {
  if (kind === "percent") return format.percent(value);
  if (kind === "decimal") return format.decimal(value);
  return format.count(value);
}

/** The change's text: "+3 (+60.0%)", "-1.5 (-10.0%)", "+2.5 pp" for a percentage. */
function useChangeText() {
  const { t } = useAnalyticsTranslation();
  const format = useFormat();
  return (change: Change, kind: KpiKind) => {
    if (kind === "percent") return t("kpi.points", { value: format.signedDecimal(change.delta) });
    const delta = kind === "decimal" ? format.signedDecimal(change.delta) : format.signedCount(change.delta);
    return change.share === null ? delta : `${delta} (${format.signedShare(change.share)})`;
  };
}

function ChangeLine({ kpi, compared }: { kpi: Kpi; compared: string }) {
  const { t } = useAnalyticsTranslation();
  const changeText = useChangeText();
  const change = changeOf(kpi.value, kpi.previous, kpi.better ?? "up");
  if (!change) return <dd className="an-change an-change-none">{t("kpi.noComparison")}</dd>;
  const text = change.direction === "same" ? t("kpi.same") : changeText(change, kpi.kind ?? "count");
  return (
    <dd className={`an-change an-change-${change.tone}`}>
      {change.direction === "same" ? null : (
        <Icon icon={change.direction === "up" ? "arrow-up" : "arrow-down"} size={12} className="an-change-arrow" />
      )}
      <span className="an-change-text" aria-hidden="true">
        {text}
      </span>
      <VisuallyHidden>
        {t("kpi.changeAgainst", { period: compared, change: text })}
        {change.tone === "neutral" ? "" : `, ${t(`kpi.${change.tone}`)}`}
      </VisuallyHidden>
    </dd>
  );
}

/**
 * The tab's key figures on top, each with its change against the comparison period (`compared`
 * names it): an arrow, the signed difference and its share, green when it went the better way and
 * red when the worse (for leavers and turnover, up is worse). They wrap on a narrow screen.
 */
export function KpiCards({ kpis, compared }: { kpis: readonly Kpi[]; compared: string }) {
  const { t } = useAnalyticsTranslation();
  const format = useFormat();
  return (
    <section className="an-kpis" aria-label={t("kpi.title")}>
      <dl className="an-kpi-list" style={{ "--an-kpis": kpis.length } as CSSProperties}>
        {kpis.map((kpi) => (
          <div key={kpi.key} className="an-kpi" data-kpi={kpi.key}>
            <dt className="an-kpi-label">{kpi.label}</dt>
            <dd className="an-kpi-value">
              {kpi.value === null ? t("notKnown") : formatKpi(format, kpi.kind ?? "count", kpi.value)}
            </dd>
            {kpi.previous === undefined ? null : <ChangeLine kpi={kpi} compared={compared} />}
          </div>
        ))}
      </dl>
    </section>
  );
}
