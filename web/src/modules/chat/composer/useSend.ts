import type { ChatFileView, ChatMessageView } from "@intranet/contracts/chat";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, type Dispatch, type SetStateAction } from "react";
import { chatApi } from "../api";
import { applyMessage } from "../live/roomList";
import { updateRooms } from "../live/roomsCache";
import {
  addPending,
  dropPending,
  setPendingStatus,
  type MessageState,
  type PendingMessage,
} from "../messages/messageStore";

export interface OutgoingMessage {
  content: string;
  files: ChatFileView[];
  replyTo: ChatMessageView | null;
}

/** An id for one send: a retry sends the same, so the server keeps one message. */
function newClientMessageId(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Sending: the message shows at once as pending, the POST answer or the `chat.message` push
 * (whichever comes first) replaces it (same clientMessageId); a failed one stays with Retry.
 */
export function useSend(
  roomId: string,
  me: { userId: string; clientId: string },
  update: Dispatch<SetStateAction<MessageState>>,
  receive: (message: ChatMessageView) => void,
) {
  const queryClient = useQueryClient();

  const post = useCallback(
    (message: PendingMessage) => {
      chatApi
        .send({
          roomId,
          content: message.content,
          files: message.fileIds,
          ...(message.replyTo ? { replyTo: message.replyTo.seq } : {}),
          clientMessageId: message.clientMessageId,
        })
        .then(
          (sent) => {
            receive(sent);
            updateRooms(queryClient, me.clientId, (list) => applyMessage(list, sent, me.userId));
          },
          () => update((state) => setPendingStatus(state, message.clientMessageId, "failed")),
        );
    },
    [roomId, me.clientId, me.userId, queryClient, receive, update],
  );

  const send = useCallback(
    ({ content, files, replyTo }: OutgoingMessage) => {
      const message: PendingMessage = {
        clientMessageId: newClientMessageId(),
        content,
        files,
        fileIds: files.map((file) => file.fileId),
        replyTo: replyTo
          ? { seq: replyTo.seq, senderId: replyTo.senderId, excerpt: replyTo.content.slice(0, 200), deleted: false }
          : null,
        at: new Date().toISOString(),
        status: "sending",
      };
      update((state) => addPending(state, message));
      post(message);
    },
    [post, update],
  );

  const retry = useCallback(
    (message: PendingMessage) => {
      update((state) => setPendingStatus(state, message.clientMessageId, "sending"));
      post(message);
    },
    [post, update],
  );

  const discard = useCallback(
    (message: PendingMessage) => update((state) => dropPending(state, message.clientMessageId)),
    [update],
  );

  return { send, retry, discard };
}
