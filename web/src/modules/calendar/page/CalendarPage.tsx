import { Callout, Spinner } from "@blueprintjs/core";
import type FullCalendar from "@fullcalendar/react";
import type { ClientView, UserView } from "@intranet/contracts";
import { hasRole, isAdminOrAbove, meetsAccessLevel } from "@intranet/contracts/roles";
import { lazy, Suspense, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { currentLanguage } from "../../../i18n";
import { QueryState } from "../../../ui/QueryState";
import { useMediaQuery } from "../../../ui/useMediaQuery";
import { useMoveEvent } from "../changes/useMoveEvent";
import { EventDetailsDialog } from "../details/EventDetailsDialog";
import type { EditorTarget } from "../editor/EventEditorDialog";
import { slotOf, slotOn } from "../editor/slots";
import { FeedDialog } from "../feed/FeedDialog";
import { localDay } from "../time";
import { useCalendarLive } from "../useCalendarLive";
import { useDatedLabel } from "../useDatedLabel";
import { fullCalendarViews } from "./calendarViews";
import { CalendarToolbar } from "./CalendarToolbar";
import { CalendarView, type VisibleRange } from "./CalendarView";
import { datedInput, eventInput } from "./eventInputs";
import { useCalendarParams } from "./useCalendarParams";
import { useCalendarRange } from "./useCalendarRange";
import { useCalendarTranslation } from "../i18n";
import "../eventColors.css";
import "../calendar.css";

/** The editor (the date picker, the audience picker) loads when someone creates or edits an event. */
const EventEditorDialog = lazy(() =>
  import("../editor/EventEditorDialog").then((module) => ({ default: module.EventEditorDialog })),
);

/** Phones (≤ 480 px) get the week's list and a compact header. */
const phoneQuery = "(max-width: 480px)";

/**
 * /calendar/ (product-spec §2): the person's events in a year, month, week or day (admins: the whole
 * company's, on a switch), live with `calendar.changed`. People with `events_create` create events
 * from a chosen slot or the button; organizers and admins drag them. Days other modules mark for the
 * person (a task's deadline) are all-day entries that open in their module. A visiting superadmin only
 * looks at the company's events: nothing of their own (no feed, no creating).
 */
export default function CalendarPage({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useCalendarTranslation();
  const phone = useMediaQuery(phoneQuery);
  const url = useCalendarParams(phone);
  const visitor = hasRole(me, "superadmin");
  const [companyOn, setCompanyOn] = useState(false);
  const [range, setRange] = useState<VisibleRange | null>(null);
  const events = useCalendarRange(visitor || companyOn ? "company" : "mine", client._id, me._id, range);
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const moving = useMoveEvent();
  const calendarRef = useRef<FullCalendar>(null);
  useCalendarLive();
  const canCreate = !visitor && meetsAccessLevel(me, "events_create");
  const navigate = useNavigate();
  const datedLabel = useDatedLabel();
  const inputs = useMemo(
    () => [
      ...(events.data?.items ?? []).map((item) => eventInput(item, me)),
      ...(events.data?.dated ?? []).map((entry) => datedInput(entry, datedLabel(entry))),
    ],
    [events.data, me, datedLabel],
  );
  const api = () => calendarRef.current?.getApi();

  return (
    <div className="calendar-page">
      <h1 className="calendar-title">{t("title")}</h1>
      <CalendarToolbar
        title={range?.title ?? ""}
        view={url.view}
        compact={phone}
        onView={url.setView}
        onStep={(step) => api()?.[step]()}
        company={isAdminOrAbove(me) && !visitor ? { on: companyOn, onChange: setCompanyOn } : undefined}
        onSubscribe={visitor ? undefined : () => setFeedOpen(true)}
        onCreate={
          canCreate ? () => setEditor({ kind: "new", slot: slotOn(localDay(new Date()), new Date()) }) : undefined
        }
      />
      <div className="calendar-state">
        {events.isFetching ? <Spinner size={16} aria-label={t("ui:app.loading")} /> : null}
        {events.isSuccess && !inputs.length ? <span className="calendar-muted">{t("empty")}</span> : null}
      </div>
      {events.isError ? <QueryState query={events} errorTitle={t("loadError")} /> : null}
      {events.data?.truncated ? <Callout intent="warning">{t("truncated")}</Callout> : null}
      <div className="calendar-view">
        <CalendarView
          calendarRef={calendarRef}
          view={url.view}
          initialDate={url.date}
          language={currentLanguage()}
          events={inputs}
          selectable={canCreate}
          onRange={setRange}
          onSelect={(selection) => setEditor({ kind: "new", slot: slotOf(selection, new Date()) })}
          onOpen={url.openEvent}
          onLink={navigate}
          onMove={moving.move}
          onDay={(day) => {
            api()?.changeView(fullCalendarViews.day, day);
            url.setView("day");
          }}
        />
      </div>
      {url.event ? (
        <EventDetailsDialog
          clientId={client._id}
          occurrenceId={url.event}
          onClose={url.closeEvent}
          onEdit={(event) => {
            url.closeEvent();
            setEditor({ kind: "edit", event });
          }}
        />
      ) : null}
      {editor ? (
        <Suspense fallback={null}>
          <EventEditorDialog clientId={client._id} target={editor} onClose={() => setEditor(null)} />
        </Suspense>
      ) : null}
      {feedOpen ? <FeedDialog userId={me._id} onClose={() => setFeedOpen(false)} /> : null}
      {moving.dialog}
    </div>
  );
}
