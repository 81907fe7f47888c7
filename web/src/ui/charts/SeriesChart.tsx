import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { SeriesChartProps } from "./types";

/** A line through a series (recharts; loaded through `./index`). */
export default function SeriesChart({
  data,
  label,
  domain,
  formatValue = String,
  seriesName,
  height = 240,
}: SeriesChartProps) {
  return (
    <figure className="ui-chart" aria-label={label}>
      <div className="ui-chart-canvas" aria-hidden="true" style={{ height }}>
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
          {/* No keyboard layer: the drawing is hidden from screen readers, so it must not be a tab stop. */}
          <LineChart accessibilityLayer={false} data={[...data]} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" className="ui-chart-grid" />
            <XAxis dataKey="label" className="ui-chart-axis" minTickGap={8} />
            <YAxis domain={domain ?? ["auto", "auto"]} width={36} className="ui-chart-axis" allowDecimals={false} />
            <Tooltip formatter={(value) => [formatValue(Number(value)), seriesName ?? label]} />
            <Line
              type="monotone"
              dataKey="value"
              name={seriesName ?? label}
              className="ui-chart-line"
              stroke="currentColor"
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ul className="visually-hidden">
        {data.map((point, index) => (
          <li key={index}>
            {point.label}: {point.value === null ? "—" : formatValue(point.value)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
