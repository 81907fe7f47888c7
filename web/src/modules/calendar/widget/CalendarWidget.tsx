import { Spinner } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import type { DatedEntryView, EventOccurrenceView } from "@intranet/contracts/calendar";
import { hasRole } from "@intranet/contracts/roles";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { useDays, useLocale } from "../../../shared/useDateTime";
import { WidgetCard, WidgetError } from "../../wall/public";
import { calendarApi, calendarKeys } from "../api";
import { calendarLink, calendarPath } from "../paths";
import { addDays, localDay } from "../time";
import { useCalendarLive } from "../useCalendarLive";
import { useDatedLabel } from "../useDatedLabel";
import { datedColor } from "../page/eventInputs";
import { useCalendarTranslation } from "../i18n";

const DAYS = 7;

/** A row of the widget: an event, or a day another module marks (a deadline). */
type Upcoming = { day: string; at: string } & ({ item: EventOccurrenceView } | { entry: DatedEntryView });
const SHOWN = 5;

/** "Today", "Tomorrow", then "Mon 16": the day of an occurrence in the reader's zone. */
function useDayLabel(today: string) {
  const { t } = useCalendarTranslation();
  const days = useDays();
  return (day: string) =>
    day === today ? t("widget.today") : day === addDays(today, 1) ? t("widget.tomorrow") : days.weekdayShortDate(day);
}

/**
 * The calendar widget of the company wall (its "calendar" slot): the reader's next events of the
 * coming week, with their day, time and colour, each opening in the calendar, and the deadlines
 * other modules mark on those days, each opening in its module. A visiting superadmin
 * has no events of their own: only the link.
 */
export function CalendarWidget({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useCalendarTranslation();
  const locale = useLocale();
  const visitor = hasRole(me, "superadmin");
  const today = localDay(new Date());
  const to = addDays(today, DAYS - 1);
  const list = useQuery({
    queryKey: calendarKeys.range("mine", me._id, today, to),
    queryFn: () => calendarApi.mine(client._id, me._id, today, to),
    enabled: !visitor,
  });
  useCalendarLive();
  const dayLabel = useDayLabel(today);
  const datedLabel = useDatedLabel();
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" });
  const now = Date.now();
  // A day's deadlines come before its events (they are due all day), then the events by start.
  const upcoming: Upcoming[] = [
    ...(list.data?.dated ?? []).map((entry) => ({ day: entry.day, at: "", entry })),
    ...(list.data?.items ?? [])
      .filter((item) => Date.parse(item.end) > now)
      .map((item) => ({ day: localDay(new Date(item.start)), at: item.start, item })),
  ]
    .sort((a, b) => a.day.localeCompare(b.day) || a.at.localeCompare(b.at))
    .slice(0, SHOWN);
  return (
    <WidgetCard title={t("widget.title")} icon="calendar">
      {!visitor && list.isPending ? <Spinner size={20} /> : null}
      {list.isError ? <WidgetError error={list.error} /> : null}
      {list.isSuccess && !upcoming.length ? <p className="cabinet-muted">{t("widget.empty")}</p> : null}
      {upcoming.length ? (
        <ul className="wall-widget-list calendar-widget-list">
          {upcoming.map((shown) => {
            if ("entry" in shown) {
              const { entry } = shown;
              return (
                <li key={`${entry.source}:${entry.id}`} className="calendar-widget-item">
                  <span className={`calendar-dot calendar-color-${datedColor(entry)}`} aria-hidden />
                  <span className="calendar-widget-when">{dayLabel(entry.day)}</span>
                  <Link className="calendar-widget-name" to={entry.path}>
                    {datedLabel(entry)}
                  </Link>
                </li>
              );
            }
            const { item, day } = shown;
            const start = new Date(item.start);
            return (
              <li key={item.id} className="calendar-widget-item">
                <span className={`calendar-dot calendar-color-${item.color}`} aria-hidden />
                <span className="calendar-widget-when">
                  {dayLabel(day)}, {time.formatRange(start, new Date(item.end))}
                </span>
                <Link className="calendar-widget-name" to={calendarLink({ view: "day", date: day, event: item.id })}>
                  {item.name}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Link className="wall-widget-more" to={calendarPath}>
        {t("widget.all")}
      </Link>
    </WidgetCard>
  );
}
