import { Button, Callout, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import type { EventView, SeriesScope } from "@intranet/contracts/calendar";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { calendarApi, calendarKeys } from "../api";
import { downloadIcs } from "../changes/downloadIcs";
import { removeWithScope } from "../changes/scopedSave";
import { ScopeDialog } from "../changes/ScopeDialog";
import { EventFacts } from "./EventFacts";
import { useCalendarTranslation } from "../i18n";

interface EventDetailsDialogProps {
  clientId: string;
  occurrenceId: string;
  onEdit: (event: EventView) => void;
  onClose: () => void;
}

/**
 * An occurrence's details; its organizer and the company's admins (`canEdit`) also edit and delete
 * it — a recurring one asks which occurrences. Everyone who sees it may download it as .ics.
 */
export function EventDetailsDialog({ clientId, occurrenceId, onEdit, onClose }: EventDetailsDialogProps) {
  const { t } = useCalendarTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: calendarKeys.event(occurrenceId), queryFn: () => calendarApi.get(occurrenceId) });
  const [asking, setAsking] = useState<"confirm" | "scope" | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const event = query.data;

  const remove = async (scope: SeriesScope | null) => {
    setBusy(true);
    setFailure(null);
    try {
      await removeWithScope(occurrenceId, scope);
      queryClient.removeQueries({ queryKey: calendarKeys.event(occurrenceId) });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.ranges });
      void showToast(t("details.deleted"));
      onClose();
    } catch (caught) {
      setAsking(null);
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };
  const ics = () => downloadIcs(occurrenceId).catch(setFailure);

  return (
    <Dialog isOpen title={event?.name ?? t("title")} onClose={onClose} className="calendar-dialog">
      <DialogBody>
        {failure ? (
          <Callout intent="danger" role="alert" className="calendar-callout">
            {errorText(t, failure)}
          </Callout>
        ) : null}
        {event ? (
          <EventFacts clientId={clientId} event={event} />
        ) : (
          <QueryState query={query} errorTitle={t("details.loadError")} />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          event ? (
            <>
              <Button icon="download" text={t("details.ics")} onClick={() => void ics()} />
              {event.canEdit ? (
                <>
                  <Button
                    icon="trash"
                    intent="danger"
                    text={t("details.delete")}
                    onClick={() => setAsking(event.recurring ? "scope" : "confirm")}
                  />
                  <Button icon="edit" intent="primary" text={t("details.edit")} onClick={() => onEdit(event)} />
                </>
              ) : null}
            </>
          ) : (
            <Button text={t("details.close")} onClick={onClose} />
          )
        }
      />
      {event ? (
        <ConfirmDialog
          open={asking === "confirm"}
          text={t("details.deleteConfirm", { name: event.name })}
          confirmText={t("details.delete")}
          onConfirm={() => void remove(null)}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === "scope" ? (
        <ScopeDialog
          action="delete"
          busy={busy}
          onChoose={(scope) => void remove(scope)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Dialog>
  );
}
