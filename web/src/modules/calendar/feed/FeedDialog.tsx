import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup } from "@blueprintjs/core";
import type { CalendarFeedView } from "@intranet/contracts/calendar";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { calendarApi, calendarKeys } from "../api";
import { useCalendarTranslation } from "../i18n";

const off: CalendarFeedView = { url: null, createdAt: null };

/**
 * The person's private calendar feed (a secret iCalendar address for Outlook, Google Calendar…):
 * turn it on, copy it, replace it with a new one (the old stops working) or turn it off.
 */
export function FeedDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useCalendarTranslation();
  const queryClient = useQueryClient();
  const key = calendarKeys.feed(userId);
  const feed = useQuery({ queryKey: key, queryFn: calendarApi.feed });
  const [asking, setAsking] = useState<"renew" | "revoke" | null>(null);
  const change = useMutation({
    mutationFn: async (action: "renew" | "revoke") =>
      action === "renew" ? calendarApi.renewFeed() : calendarApi.revokeFeed().then(() => off),
    onSuccess: (view) => queryClient.setQueryData(key, view),
    onSettled: () => setAsking(null),
  });
  const url = feed.data?.url;
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    void showToast(t("feed.copied"));
  };

  return (
    <Dialog isOpen title={t("feed.title")} icon="feed" onClose={onClose} className="calendar-dialog">
      <DialogBody>
        <p>{t("feed.intro")}</p>
        {change.isError ? (
          <Callout intent="danger" role="alert" className="calendar-callout">
            {errorText(t, change.error)}
          </Callout>
        ) : null}
        {feed.isPending || feed.isError ? <QueryState query={feed} errorTitle={t("feed.loadError")} /> : null}
        {feed.isSuccess && !url ? <p className="calendar-muted">{t("feed.off")}</p> : null}
        {url ? (
          <>
            <div className="calendar-feed-address">
              <InputGroup
                readOnly
                value={url}
                aria-label={t("feed.address")}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button icon="duplicate" text={t("feed.copy")} onClick={() => void copy()} />
            </div>
            <p className="calendar-muted calendar-feed-help">{t("feed.help")}</p>
          </>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          feed.isSuccess ? (
            url ? (
              <>
                <Button text={t("feed.revoke")} onClick={() => setAsking("revoke")} />
                <Button text={t("feed.renew")} onClick={() => setAsking("renew")} />
              </>
            ) : (
              <Button
                intent="primary"
                loading={change.isPending}
                text={t("feed.turnOn")}
                onClick={() => change.mutate("renew")}
              />
            )
          ) : null
        }
      />
      <ConfirmDialog
        open={asking !== null}
        intent={asking === "revoke" ? "danger" : "warning"}
        text={asking === "revoke" ? t("feed.revokeConfirm") : t("feed.renewConfirm")}
        confirmText={asking === "revoke" ? t("feed.revoke") : t("feed.renew")}
        onConfirm={() => asking && change.mutate(asking)}
        onClose={() => setAsking(null)}
      />
    </Dialog>
  );
}
