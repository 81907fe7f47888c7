import type { EventInput } from "@fullcalendar/core";
import dayGridPlugin from "@fullcalendar/daygrid";
import interactionPlugin from "@fullcalendar/interaction";
import listPlugin from "@fullcalendar/list";
import multiMonthPlugin from "@fullcalendar/multimonth";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import { useEffect, type RefObject } from "react";
import type { Language } from "../../../i18n/languages";
import type { EventMove } from "../changes/useMoveEvent";
import { localDay } from "../time";
import { fullCalendarViews, type CalendarViewKey } from "./calendarViews";
import { fullCalendarLocale } from "./fullCalendarLocale";

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, multiMonthPlugin, interactionPlugin];

/** The days a view shows (both included, the viewer's days) and its title ("November 2026"). */
export interface VisibleRange {
  from: string;
  to: string;
  title: string;
}

interface CalendarViewProps {
  calendarRef: RefObject<FullCalendar | null>;
  view: CalendarViewKey;
  initialDate?: string;
  language: Language;
  events: EventInput[];
  selectable: boolean;
  onRange: (range: VisibleRange) => void;
  onSelect: (slot: { start: Date; end: Date; allDay: boolean }) => void;
  onOpen: (occurrenceId: string) => void;
  /** An entry another module marks (a deadline) opens its own page. */
  onLink: (path: string) => void;
  onMove: (move: EventMove) => void;
  onDay: (day: Date) => void;
}

/**
 * FullCalendar, kept thin: it draws the events it is given and reports what the person does (a
 * range shown, a slot chosen, an event opened, moved or resized); the page decides the rest. Its own
 * header is off: the page's toolbar drives it through `calendarRef`.
 */
export function CalendarView({
  calendarRef,
  view,
  initialDate,
  language,
  events,
  selectable,
  ...on
}: CalendarViewProps) {
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (api && api.view.type !== fullCalendarViews[view]) api.changeView(fullCalendarViews[view]);
  }, [calendarRef, view]);
  const timeGrid = view === "week" || view === "day";
  return (
    <FullCalendar
      ref={calendarRef}
      plugins={plugins}
      initialView={fullCalendarViews[view]}
      initialDate={initialDate}
      headerToolbar={false}
      {...fullCalendarLocale(language)}
      height={timeGrid ? 720 : "auto"}
      scrollTime="08:00:00"
      // The all-day row only when something fills it (deadlines, absences): events have times.
      allDaySlot={events.some((event) => event.allDay)}
      nowIndicator
      dayMaxEvents
      // Three small months a row on a desktop, as calendar apps' year views (350 px each by default: two).
      multiMonthMaxColumns={3}
      multiMonthMinWidth={240}
      navLinks
      navLinkDayClick={(day) => on.onDay(day)}
      events={events}
      selectable={selectable}
      selectMirror
      select={(arg) => {
        arg.view.calendar.unselect();
        on.onSelect({ start: arg.start, end: arg.end, allDay: arg.allDay });
      }}
      eventClick={(arg) => {
        arg.jsEvent.preventDefault();
        const path = arg.event.extendedProps.path as string | undefined;
        if (path) on.onLink(path);
        else on.onOpen(arg.event.id);
      }}
      eventChange={({ event, revert }) =>
        on.onMove({ id: event.id, start: event.start!, end: event.end ?? event.start!, revert })
      }
      datesSet={(arg) =>
        on.onRange({ from: localDay(arg.start), to: localDay(new Date(arg.end.getTime() - 1)), title: arg.view.title })
      }
    />
  );
}
