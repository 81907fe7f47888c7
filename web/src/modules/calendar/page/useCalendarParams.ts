import { useSearchParams } from "react-router-dom";
import { isCalendarView, type CalendarViewKey } from "./calendarViews";

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the page's address keeps (it can be linked to, reloaded and gone back to): the view
 * (`?view=`, absent: the month, or the list on a phone), a day to open at (`?date=`) and the event
 * whose details are open (`?event=`, how the widget, search hits and notifications open one).
 */
export function useCalendarParams(phone: boolean) {
  const [params, setParams] = useSearchParams();
  const fallback: CalendarViewKey = phone ? "list" : "month";
  const asked = params.get("view");
  const date = params.get("date");
  const update = (change: (next: URLSearchParams) => void, replace = true) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace },
    );
  return {
    view: isCalendarView(asked) ? asked : fallback,
    date: date && dayPattern.test(date) ? date : undefined,
    event: params.get("event"),
    setView: (view: CalendarViewKey) =>
      update((next) => {
        if (view === fallback) next.delete("view");
        else next.set("view", view);
        next.delete("date");
      }),
    openEvent: (id: string) => update((next) => next.set("event", id), false),
    closeEvent: () => update((next) => next.delete("event")),
  };
}
