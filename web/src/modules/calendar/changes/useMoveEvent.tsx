import type { EventView, SeriesScope } from "@intranet/contracts/calendar";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { errorText } from "../../../i18n/errorText";
import { showToast } from "../../../ui/toast";
import { calendarApi, calendarKeys } from "../api";
import { movedFields, movedRepeat } from "./moveFields";
import { saveChange } from "./scopedSave";
import { ScopeDialog } from "./ScopeDialog";
import { useCalendarTranslation } from "../i18n";

/** A drag's or resize's result, as the calendar view reports it. */
export interface EventMove {
  id: string;
  start: Date;
  end: Date;
  /** Puts the event back where it was (a refusal, a cancelled choice). */
  revert: () => void;
}

/**
 * Saves a moved or resized event: the occurrence is read first (the change sends the whole event),
 * a recurring one asks this / following / all; on a refusal the event goes back and the error shows.
 */
export function useMoveEvent(): { move: (change: EventMove) => void; dialog: ReactNode } {
  const { t } = useCalendarTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ event: EventView; change: EventMove } | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: EventView, change: EventMove, scope: SeriesScope | null) => {
    setBusy(true);
    try {
      const fields = movedFields(event, change.start, change.end);
      await saveChange(event, fields, scope ? { repeat: movedRepeat(event, fields.date), scope } : null);
      void showToast(t("move.moved"));
    } catch (error) {
      change.revert();
      void showToast(errorText(t, error), "danger");
    } finally {
      setBusy(false);
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    }
  };

  const move = (change: EventMove) => {
    void queryClient
      // A fresh read: the change sends the whole event as it is now.
      .fetchQuery({ queryKey: calendarKeys.event(change.id), queryFn: () => calendarApi.get(change.id), staleTime: 0 })
      .then((event) => (event.recurring && event.repeat ? setPending({ event, change }) : send(event, change, null)))
      .catch((error: unknown) => {
        change.revert();
        void showToast(errorText(t, error), "danger");
      });
  };

  const dialog = pending ? (
    <ScopeDialog
      action="move"
      busy={busy}
      onChoose={(scope) => void send(pending.event, pending.change, scope)}
      onClose={() => {
        pending.change.revert();
        setPending(null);
      }}
    />
  ) : null;
  return { move, dialog };
}
