import type { ChatMessageView } from "@intranet/contracts/chat";
import type { PendingMessage } from "./messageStore";

/** What can be done from a message in the conversation (the room carries them out). */
export interface MessageActions {
  reply: (message: ChatMessageView) => void;
  edit: (message: ChatMessageView) => void;
  remove: (message: ChatMessageView) => void;
  retry: (message: PendingMessage) => void;
  discard: (message: PendingMessage) => void;
  /** Scrolls to a replied-to message when it is loaded. */
  showOriginal: (seq: number) => void;
}
