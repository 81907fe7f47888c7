import type { TFunction } from "i18next";
import type { Kpi } from "../kpi/KpiCards";
import type { Movement } from "./people";

/**
 * The positions' and departments' key figures: today's headcount (no comparison: it is today's in
 * both answers), and the period's hires, leavers and turnover against the comparison period's
 * (absent while that answer loads, or if it failed).
 */
export function peopleKpis(
  t: TFunction<["analytics", "ui"]>,
  now: Movement & { averageTenure?: number | null },
  before: Movement | undefined,
): Kpi[] {
  const compared = <K extends "hires" | "leavers" | "turnover">(key: K) => (before ? { previous: before[key] } : {});
  return [
    { key: "headcount", label: t("people.headcount"), value: now.headcount },
    ...(now.averageTenure === undefined
      ? []
      : [{ key: "tenure", label: t("people.averageTenure"), value: now.averageTenure, kind: "decimal" as const }]),
    { key: "hires", label: t("people.hires"), value: now.hires, ...compared("hires") },
    { key: "leavers", label: t("people.leavers"), value: now.leavers, better: "down", ...compared("leavers") },
    {
      key: "turnover",
      label: t("people.turnover"),
      value: now.turnover,
      kind: "percent",
      better: "down",
      ...compared("turnover"),
    },
  ];
}
