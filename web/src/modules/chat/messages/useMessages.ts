import { chatLimits, type ChatMessageView } from "@intranet/contracts/chat";
import { useCallback, useEffect, useRef, useState } from "react";
import { onRealtimeEvent } from "../../../shell/startup/realtimeEvents";
import { chatApi } from "../api";
import { emptyMessages, mergeMessages, unbrokenSeq, withPage, type MessageState } from "./messageStore";

type Load = { status: "loading" } | { status: "ready" } | { status: "failed"; error: unknown };

/** Catch-up pages after a reconnect: enough for a long absence, never endless. */
const CATCH_UP_PAGES = 10;

/**
 * The open room's conversation: the newest page on opening, older pages on scrolling up (history
 * `before`), new and changed messages from the socket, and after every (re)connect (`identified`)
 * what was missed (history `after` the last number held with none missing below it), merged by
 * seq: no gap, nothing twice.
 */
export function useMessages(roomId: string) {
  const [state, setState] = useState<MessageState>(emptyMessages);
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const latest = useRef(state);
  latest.current = state;

  const loadNewest = useCallback(() => {
    setLoad({ status: "loading" });
    chatApi.history(roomId, { limit: chatLimits.pageSize }).then(
      (page) => {
        setState((current) => withPage(current, page, false));
        setLoad({ status: "ready" });
      },
      (error: unknown) => setLoad({ status: "failed", error }),
    );
  }, [roomId]);

  useEffect(loadNewest, [loadNewest]);

  const catchUp = useCallback(async () => {
    for (let page = 0; page < CATCH_UP_PAGES; page += 1) {
      const after = unbrokenSeq(latest.current);
      const answer = await chatApi.history(roomId, { after, limit: chatLimits.pageSize });
      setState((current) => mergeMessages(current, answer.items));
      latest.current = mergeMessages(latest.current, answer.items);
      if (answer.items.length < chatLimits.pageSize) return;
    }
  }, [roomId]);

  useEffect(
    () =>
      onRealtimeEvent((event) => {
        if (event.type === "identified") {
          if (latest.current.loaded) void catchUp().catch(() => undefined);
          return;
        }
        if (event.type !== "chat.message" && event.type !== "chat.message_changed") return;
        if (event.message.roomId !== roomId) return;
        setState((current) => mergeMessages(current, [event.message]));
      }),
    [roomId, catchUp],
  );

  const loadOlder = useCallback(() => {
    const before = latest.current.olderCursor;
    if (before === null || loadingOlder) return;
    setLoadingOlder(true);
    chatApi
      .history(roomId, { before, limit: chatLimits.pageSize })
      .then((page) => setState((current) => withPage(current, page, true)))
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  }, [roomId, loadingOlder]);

  /** A message as an answer gave it (sent, edited, deleted). */
  const receive = useCallback((message: ChatMessageView) => {
    setState((current) => mergeMessages(current, [message]));
  }, []);

  return {
    state,
    update: setState,
    receive,
    loadOlder,
    loadingOlder,
    hasOlder: state.olderCursor !== null,
    query: {
      isPending: load.status === "loading",
      isError: load.status === "failed",
      error: load.status === "failed" ? load.error : null,
      refetch: loadNewest,
    },
  };
}
