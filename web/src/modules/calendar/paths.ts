/** The calendar's page (product-spec §2 /calendar/); `?view=` keeps the view, `?date=` opens a day, `?event=` an event. */
export const calendarPath = "/calendar/";

/** The page at a day in a view, with an event's details open (the widget's rows, search hits, notifications). */
export function calendarLink({ view, date, event }: { view?: string; date?: string; event?: string }): string {
  const query = new URLSearchParams();
  if (view) query.set("view", view);
  if (date) query.set("date", date);
  if (event) query.set("event", event);
  const search = query.toString();
  return search ? `${calendarPath}?${search}` : calendarPath;
}
