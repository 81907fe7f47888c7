/** The page's views (product-spec §2: year, month, week, day) and the phones' list of the week. */
export const calendarViews = ["year", "month", "week", "day", "list"] as const;
export type CalendarViewKey = (typeof calendarViews)[number];

/** Offered in the view switch; the list is the phones' default and their fifth choice. */
export const wideViews: readonly CalendarViewKey[] = ["year", "month", "week", "day"];

/** FullCalendar's names of the views. */
export const fullCalendarViews: Record<CalendarViewKey, string> = {
  year: "multiMonthYear",
  month: "dayGridMonth",
  week: "timeGridWeek",
  day: "timeGridDay",
  list: "listWeek",
};

export const isCalendarView = (value: string | null): value is CalendarViewKey =>
  (calendarViews as readonly string[]).includes(value ?? "");
