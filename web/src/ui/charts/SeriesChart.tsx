import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { SeriesChartProps } from "./types";

/** The recharts key of the series at `index` (0: the chart's own `value`). */
const keyOf = (index: number) => (index === 0 ? "value" : `more${index}`);

/** A line (or columns) through one or more series (recharts; loaded through `./index`). */
export default function SeriesChart({
  data,
  label,
  domain,
  formatValue = String,
  seriesName,
  height = 240,
  more = [],
  shape = "line",
}: SeriesChartProps) {
  const series = [
    { name: seriesName ?? label, values: data.map((point) => point.value) },
    ...more.map((line) => ({ name: line.name, values: line.values })),
  ];
  const rows = data.map((point, index) => ({
    label: point.label,
    ...Object.fromEntries(series.map((line, at) => [keyOf(at), line.values[index] ?? null])),
  }));
  const valueText = (value: number | null | undefined) =>
    value === null || value === undefined ? "—" : formatValue(value);
  const Chart = shape === "bar" ? BarChart : LineChart;
  // Dots while they stay apart: a month of one series keeps them, several long series are lines only.
  const dot = data.length * series.length <= 40 ? { r: 3 } : false;
  return (
    <figure className="ui-chart" aria-label={label}>
      <div className="ui-chart-canvas" aria-hidden="true" style={{ height }}>
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
          {/* No keyboard layer: the drawing is hidden from screen readers, so it must not be a tab stop. */}
          <Chart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" className="ui-chart-grid" />
            <XAxis dataKey="label" className="ui-chart-axis" minTickGap={8} />
            <YAxis
              domain={domain ?? ["auto", "auto"]}
              width={48}
              className="ui-chart-axis"
              allowDecimals={false}
              tickFormatter={(value: number) => formatValue(value)}
            />
            <Tooltip formatter={(value, name) => [formatValue(Number(value)), String(name)]} />
            {series.map((line, at) =>
              shape === "bar" ? (
                <Bar
                  key={at}
                  dataKey={keyOf(at)}
                  name={line.name}
                  className={`ui-chart-bar ui-chart-series-${at}`}
                  radius={[3, 3, 0, 0]}
                  isAnimationActive={false}
                />
              ) : (
                <Line
                  key={at}
                  type="monotone"
                  dataKey={keyOf(at)}
                  name={line.name}
                  className={`ui-chart-line ui-chart-series-${at}`}
                  stroke="currentColor"
                  strokeWidth={2}
                  dot={dot}
                  connectNulls={false}
                  isAnimationActive={false}
                />
              ),
            )}
          </Chart>
        </ResponsiveContainer>
      </div>
      {more.length ? (
        <ul className="ui-chart-legend" aria-hidden="true">
          {series.map((line, at) => (
            <li key={at}>
              <span className={`ui-chart-swatch ui-chart-series-${at}`} />
              {line.name}
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="visually-hidden">
        {data.map((point, index) => (
          <li key={index}>
            {point.label}:{" "}
            {more.length
              ? series.map((line) => `${line.name} ${valueText(line.values[index])}`).join(", ")
              : valueText(point.value)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
