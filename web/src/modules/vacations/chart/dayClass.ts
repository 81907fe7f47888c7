import { isWeekend } from "../days";

/** A day column's classes: weekends shaded, today marked. */
export const dayClass = (day: string, now: string) =>
  ["vac-day", isWeekend(day) ? "vac-weekend" : "", day === now ? "vac-today" : ""].filter(Boolean).join(" ");
