/** The height a counts chart takes for so many bars (kept while recharts loads, so nothing jumps). */
export const countsChartHeight = (bars: number) => Math.max(64, bars * 34 + 16);
