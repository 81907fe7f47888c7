import { Bar, BarChart, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { countsChartHeight } from "./layout";
import type { CountBar, CountsChartProps } from "./types";

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Horizontal bars of counts (recharts; loaded through `./index`). */
export default function CountsChart({ data, label, formatCount, labelWidth = 140 }: CountsChartProps) {
  const text = (bar: CountBar) => (formatCount ? `${bar.count} · ${formatCount(bar)}` : String(bar.count));
  const height = countsChartHeight(data.length);
  return (
    <figure className="ui-chart" aria-label={label}>
      <div className="ui-chart-canvas" aria-hidden="true" style={{ height }}>
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
          {/* No keyboard layer: the drawing is hidden from screen readers, so it must not be a tab stop. */}
          <BarChart
            accessibilityLayer={false}
            data={data.map((bar) => ({ ...bar, text: text(bar) }))}
            layout="vertical"
            margin={{ top: 4, right: 4, bottom: 4, left: 4 }}
          >
            <XAxis type="number" hide allowDecimals={false} domain={[0, "dataMax"]} />
            <YAxis
              type="category"
              dataKey="label"
              width={labelWidth}
              tickLine={false}
              axisLine={false}
              tickFormatter={(value: string) => cut(value, Math.max(8, Math.floor(labelWidth / 7)))}
              className="ui-chart-axis"
            />
            {/* The counts as a second category axis on the right: one per row, zero bars included
                (a LabelList numbers only the bars it draws, so its texts slid up past empty rows). */}
            <YAxis
              yAxisId="counts"
              orientation="right"
              type="category"
              dataKey="text"
              width={72}
              tickLine={false}
              axisLine={false}
              className="ui-chart-value"
            />
            <Bar
              dataKey="count"
              className="ui-chart-bar"
              radius={[0, 3, 3, 0]}
              barSize={20}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul className="visually-hidden">
        {data.map((bar, index) => (
          <li key={index}>
            {bar.label}: {text(bar)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
