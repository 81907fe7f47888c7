import type { ChatMessageView } from "@intranet/contracts/chat";
import { localDay } from "../useChatDates";
import type { PendingMessage } from "./messageStore";

/** Messages of one sender this close together share one avatar and name. */
export const GROUP_MS = 5 * 60 * 1000;

export type TimelineRow =
  | { kind: "day"; key: string; at: string }
  | { kind: "new"; key: string }
  | { kind: "message"; key: string; message: ChatMessageView; first: boolean }
  | { kind: "pending"; key: string; message: PendingMessage; first: boolean };

/**
 * The conversation as rows: a separator at each new day, the "new messages" divider before the
 * first unread one (`unreadAfter`: the read position when the room was opened), and consecutive
 * messages of the same sender within 5 minutes grouped (only the first shows who wrote).
 */
export function timeline(
  items: readonly ChatMessageView[],
  pending: readonly PendingMessage[],
  me: string,
  unreadAfter: number | null,
): TimelineRow[] {
  const rows: TimelineRow[] = [];
  let previous: { senderId: string; at: string } | null = null;
  let dividerShown = false;
  /** Adds the day separator (and the divider) a message needs; answers whether it starts a group. */
  const place = (key: string, senderId: string, at: string, unread: boolean) => {
    const newDay = !previous || localDay(previous.at) !== localDay(at);
    // Keyed by the message it opens: a day can come back (a late message with an older time).
    if (newDay) rows.push({ kind: "day", key: `day-${key}`, at });
    const divider = unread && !dividerShown;
    if (divider) {
      dividerShown = true;
      rows.push({ kind: "new", key: "new" });
    }
    const first =
      newDay ||
      divider ||
      previous!.senderId !== senderId ||
      new Date(at).getTime() - new Date(previous!.at).getTime() > GROUP_MS;
    previous = { senderId, at };
    return first;
  };
  for (const message of items) {
    const unread = unreadAfter !== null && message.seq > unreadAfter && message.senderId !== me;
    const key = `m-${message.seq}`;
    const first = place(key, message.senderId, message.at, unread);
    rows.push({ kind: "message", key, message, first });
  }
  for (const message of pending) {
    const key = `p-${message.clientMessageId}`;
    const first = place(key, me, message.at, false);
    rows.push({ kind: "pending", key, message, first });
  }
  return rows;
}
