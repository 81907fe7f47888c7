import { Bar, BarChart, LabelList, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { countsChartHeight } from "./layout";
import type { CountsChartProps } from "./types";

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Horizontal bars of counts (recharts; loaded through `./index`). */
export default function CountsChart({ data, label, formatCount, labelWidth = 140 }: CountsChartProps) {
  const text = (count: number, index: number) => {
    const bar = data[index];
    return bar && formatCount ? `${count} · ${formatCount(bar)}` : String(count);
  };
  const height = countsChartHeight(data.length);
  return (
    <figure className="ui-chart" aria-label={label}>
      <div className="ui-chart-canvas" aria-hidden="true" style={{ height }}>
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
          <BarChart data={[...data]} layout="vertical" margin={{ top: 4, right: 56, bottom: 4, left: 4 }}>
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
            <Bar dataKey="count" className="ui-chart-bar" radius={[0, 3, 3, 0]} barSize={20} isAnimationActive={false}>
              <LabelList
                position="right"
                className="ui-chart-value"
                valueAccessor={(_entry, index) => text(data[index]?.count ?? 0, index)}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul className="ui-chart-text">
        {data.map((bar, index) => (
          <li key={index}>
            {bar.label}: {text(bar.count, index)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
