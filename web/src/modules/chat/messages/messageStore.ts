import type { ChatFileView, ChatMessageView } from "@intranet/contracts/chat";

/** A message this tab is sending: shown at once, replaced by the server's copy (same clientMessageId). */
export interface PendingMessage {
  clientMessageId: string;
  content: string;
  files: ChatFileView[];
  fileIds: string[];
  replyTo: ChatMessageView["replyTo"];
  at: string;
  status: "sending" | "failed";
}

/** The open room's conversation: the server's messages by seq (oldest first) and this tab's pending ones. */
export interface MessageState {
  items: ChatMessageView[];
  pending: PendingMessage[];
  /** The `before` of the next older page; null: the room's first message is in. */
  olderCursor: number | null;
  loaded: boolean;
}

export const emptyMessages: MessageState = { items: [], pending: [], olderCursor: null, loaded: false };

/** The later state of one message: a deletion stays, then the later edit. */
function later(a: ChatMessageView, b: ChatMessageView): ChatMessageView {
  if (a.deleted !== b.deleted) return a.deleted ? a : b;
  return (a.editedAt ?? "") > (b.editedAt ?? "") ? a : b;
}

/**
 * Messages merged by seq: nothing twice whichever way it came (a page, the POST answer, the socket,
 * a catch-up after a reconnect), in the room's order, and the pending copies they answer dropped.
 */
export function mergeMessages(state: MessageState, incoming: readonly ChatMessageView[]): MessageState {
  if (!incoming.length) return state;
  const bySeq = new Map(state.items.map((message) => [message.seq, message]));
  for (const message of incoming) {
    const held = bySeq.get(message.seq);
    bySeq.set(message.seq, held ? later(held, message) : message);
  }
  const answered = new Set(incoming.map((message) => message.clientMessageId).filter(Boolean));
  return {
    ...state,
    items: [...bySeq.values()].sort((a, b) => a.seq - b.seq),
    pending: state.pending.filter((message) => !answered.has(message.clientMessageId)),
  };
}

/** The newest seq held (0: none). */
export const newestSeq = (state: MessageState) => state.items.at(-1)?.seq ?? 0;

/**
 * The newest seq up to which nothing is missing (0: none): what a catch-up asks `after`. Pushes of
 * messages sent at once can overtake each other, so a socket that drops may hold 1…250 but not 237:
 * asking after 250 would lose 237 for good; asking after 236 costs a few messages already held.
 */
export function unbrokenSeq(state: MessageState): number {
  const [first, ...rest] = state.items;
  if (!first) return 0;
  let seq = first.seq;
  for (const message of rest) {
    if (message.seq !== seq + 1) break;
    seq = message.seq;
  }
  return seq;
}

export function addPending(state: MessageState, message: PendingMessage): MessageState {
  const others = state.pending.filter((item) => item.clientMessageId !== message.clientMessageId);
  return { ...state, pending: [...others, message] };
}

export function setPendingStatus(state: MessageState, id: string, status: PendingMessage["status"]): MessageState {
  return {
    ...state,
    pending: state.pending.map((item) => (item.clientMessageId === id ? { ...item, status } : item)),
  };
}

export function dropPending(state: MessageState, id: string): MessageState {
  return { ...state, pending: state.pending.filter((item) => item.clientMessageId !== id) };
}

/** A page of history (newest first from the API) with the cursor of the next older page. */
export function withPage(
  state: MessageState,
  page: { items: ChatMessageView[]; cursor: number | null },
  older: boolean,
): MessageState {
  const merged = mergeMessages(state, page.items);
  return {
    ...merged,
    loaded: true,
    olderCursor: older || !state.loaded ? page.cursor : state.olderCursor,
  };
}
