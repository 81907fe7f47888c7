/** One bar of a counts chart: what was counted and how many. */
export interface CountBar {
  label: string;
  count: number;
}

/** One point of a series: its place on the x axis and its value (null: no value there, a gap). */
export interface SeriesPoint {
  label: string;
  value: number | null;
}

export interface CountsChartProps {
  /** The bars, top to bottom, in the order given. */
  data: readonly CountBar[];
  /** The chart's accessible name (its figure's label). */
  label: string;
  /** Each bar's text after its count, e.g. the share: `(bar) => "40%"`; absent: the count alone. */
  formatCount?: (bar: CountBar) => string;
  /** Width of the labels' column in px (long labels are cut with "…"); default 140. */
  labelWidth?: number;
}

/** A further series over the same x axis as a series chart's `data`: its name and a value per point. */
export interface SeriesLine {
  name: string;
  /** One value per point of the chart's `data`, in its order (null: a gap). */
  values: ReadonlyArray<number | null>;
}

export interface SeriesChartProps {
  data: readonly SeriesPoint[];
  /** The chart's accessible name (its figure's label). */
  label: string;
  /** The y axis' range; default: from the data. */
  domain?: [number, number];
  /** How a value reads in the tooltip and the text list; default: as is. */
  formatValue?: (value: number) => string;
  /** What the line stands for (the tooltip's name). */
  seriesName?: string;
  /** Height in px; default 240. */
  height?: number;
  /** More series over the same points (hires and leavers, coins issued and spent…), each in its own colour, with a legend. */
  more?: readonly SeriesLine[];
  /** `line` (default): a line through the points; `bar`: a column per point (side by side with `more`). */
  shape?: "line" | "bar";
}
