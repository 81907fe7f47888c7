import { Button, Spinner } from "@blueprintjs/core";
import type { ChatMessageView } from "@intranet/contracts/chat";
import { useState } from "react";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { chatApi } from "../api";
import { useChatTranslation } from "../i18n";
import { useChatDates } from "../useChatDates";
import type { PeopleLookup } from "../usePeopleLookup";
import { QueryState } from "../../../ui/QueryState";
import type { MessageActions } from "./messageActions";
import { MessageItem } from "./MessageItem";
import { PendingItem } from "./PendingItem";
import type { Receipt } from "./receipts";
import { timeline } from "./timeline";
import { useConversationScroll } from "./useConversationScroll";
import type { useMessages } from "./useMessages";

interface MessageListProps {
  messages: ReturnType<typeof useMessages>;
  me: string;
  people: PeopleLookup;
  unreadAfter: number | null;
  receipt: Receipt | null;
  onAtEnd: (atEnd: boolean) => void;
  actions: Omit<MessageActions, "remove" | "showOriginal">;
}

/** The conversation: older pages above, day separators, the "new messages" divider, "Jump to newest". */
export function MessageList({ messages, me, people, unreadAfter, receipt, onAtEnd, actions }: MessageListProps) {
  const { t } = useChatTranslation();
  const dates = useChatDates();
  const { state, hasOlder, loadingOlder, loadOlder } = messages;
  const [deleting, setDeleting] = useState<ChatMessageView | null>(null);
  const scroll = useConversationScroll({
    firstSeq: state.items[0]?.seq ?? 0,
    lastSeq: state.items.at(-1)?.seq ?? 0,
    pending: state.pending.length,
    loaded: state.loaded,
    onTop: () => {
      if (hasOlder && !loadingOlder) loadOlder();
    },
    onAtEnd,
  });
  if (messages.query.isPending || messages.query.isError)
    return (
      <div className="chat-messages">
        <QueryState query={messages.query} errorTitle={t("room.loadError")} />
      </div>
    );

  const showOriginal = (seq: number) => {
    const target = scroll.box.current?.querySelector<HTMLElement>(`[data-seq="${seq}"]`);
    if (!target) return;
    target.scrollIntoView?.({ block: "center", behavior: "smooth" });
    target.classList.add("chat-message-flash");
    setTimeout(() => target.classList.remove("chat-message-flash"), 1500);
  };
  const all: MessageActions = { ...actions, remove: setDeleting, showOriginal };

  return (
    <div className="chat-messages-frame">
      <div
        className="chat-messages"
        ref={scroll.box}
        onScroll={scroll.onScroll}
        role="log"
        aria-label={t("messages.label")}
      >
        <div className="chat-messages-top">
          {hasOlder ? (
            loadingOlder ? (
              <Spinner size={20} />
            ) : (
              <Button
                variant="minimal"
                size="small"
                icon="arrow-up"
                text={t("messages.loadOlder")}
                onClick={loadOlder}
              />
            )
          ) : (
            <span className="chat-muted">{t("messages.start")}</span>
          )}
        </div>
        {timeline(state.items, state.pending, me, unreadAfter).map((row) => {
          if (row.kind === "day")
            return (
              <div key={row.key} className="chat-day" role="separator">
                <span>{dates.dayLabel(row.at)}</span>
              </div>
            );
          if (row.kind === "new")
            return (
              <div key={row.key} className="chat-new-divider" role="separator">
                <span>{t("messages.newDivider")}</span>
              </div>
            );
          if (row.kind === "pending")
            return (
              <PendingItem
                key={row.key}
                message={row.message}
                first={row.first}
                me={me}
                people={people}
                actions={all}
              />
            );
          return (
            <MessageItem
              key={row.key}
              message={row.message}
              first={row.first}
              me={me}
              people={people}
              receipt={receipt?.seq === row.message.seq ? receipt : null}
              actions={all}
            />
          );
        })}
      </div>
      {scroll.arrived > 0 ? (
        <Button
          className="chat-jump"
          intent="primary"
          icon="arrow-down"
          text={t("messages.jump")}
          onClick={scroll.toEnd}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        text={t("messages.deleteConfirm")}
        confirmText={t("messages.delete")}
        onConfirm={() => {
          if (deleting)
            void chatApi.deleteMessage(deleting.roomId, deleting.seq).then(messages.receive, () => undefined);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
