/** The journal's period choices: all time, the last days up to today, or two days picked. */
export const periodPresets = ["all", "today", "7d", "30d", "90d", "custom"] as const;
export type PeriodPreset = (typeof periodPresets)[number];

const lastDays: Partial<Record<PeriodPreset, number>> = { today: 1, "7d": 7, "30d": 30, "90d": 90 };

/** A day ("YYYY-MM-DD") as the reader's calendar has it. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The days a preset covers, inclusive, ending today in the reader's calendar (the journal reads them
 * as UTC days). "all" has no bounds; "custom" takes the picked days (either may be left open).
 */
export function periodDays(
  preset: PeriodPreset,
  picked: { from: string | null; to: string | null },
  now = new Date(),
): { from?: string; to?: string } {
  if (preset === "all") return {};
  if (preset === "custom")
    return { ...(picked.from ? { from: picked.from } : {}), ...(picked.to ? { to: picked.to } : {}) };
  const start = new Date(now);
  start.setDate(start.getDate() - (lastDays[preset]! - 1));
  return { from: localDay(start), to: localDay(now) };
}

export const isPeriodPreset = (value: string | null): value is PeriodPreset =>
  (periodPresets as readonly (string | null)[]).includes(value);
