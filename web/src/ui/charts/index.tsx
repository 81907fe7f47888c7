/**
 * Charts of the SPA, drawn with recharts, which is loaded only when a chart first renders (its own
 * lazy chunk): import these wrappers anywhere, never `recharts` itself, so no first screen pays for it.
 *
 * - `CountsChart`: horizontal bars of counts with their labels (a poll question's answers, …):
 *   `<CountsChart label="Q1" data={[{ label: "Yes", count: 4 }]} formatCount={(bar) => "40%"} />`.
 * - `SeriesChart`: a line through a series (a mood average per day, …), gaps where a value is null:
 *   `<SeriesChart label="Mood" data={[{ label: "Mon", value: 7.5 }]} domain={[1, 10]} />`; with
 *   `more={[{ name: "Leavers", values: [2] }]}` it draws further series (a colour each, a legend),
 *   and `shape="bar"` draws columns instead of a line.
 *
 * Both are a `<figure>` named by `label`, with the numbers also as a visually hidden list (screen
 * readers, tests), and fill their container's width (phones included).
 */
import { lazy, Suspense } from "react";
import { countsChartHeight } from "./layout";
import type { CountsChartProps, SeriesChartProps } from "./types";
import "./charts.css";
// The charts' data as lists for screen readers, hidden by the one shared rule.
import "../visuallyHidden.css";

export { countsChartHeight } from "./layout";
export type { CountBar, CountsChartProps, SeriesChartProps, SeriesLine, SeriesPoint } from "./types";

const LazyCounts = lazy(() => import("./CountsChart"));
const LazySeries = lazy(() => import("./SeriesChart"));

export function CountsChart(props: CountsChartProps) {
  return (
    <Suspense fallback={<div className="ui-chart-loading" style={{ height: countsChartHeight(props.data.length) }} />}>
      <LazyCounts {...props} />
    </Suspense>
  );
}

export function SeriesChart(props: SeriesChartProps) {
  return (
    <Suspense fallback={<div className="ui-chart-loading" style={{ height: props.height ?? 240 }} />}>
      <LazySeries {...props} />
    </Suspense>
  );
}
