import { publishAfterWrite, type DomainEvent } from "../events";

/**
 * The chat's bus events (`chat.<past tense>`), published after their write committed. Ids only:
 * subscribers re-read. Live delivery does not wait for the bus: the request pushes to sockets itself.
 */
export interface ChatEventDetails {
  /** A message: mentioned members and a private chat's peer who are offline are notified. */
  "chat.message_sent": { roomId: string; seq: number };
  /** A message was edited or deleted: search re-reads it. */
  "chat.message_changed": { roomId: string; seq: number };
  /** A room is gone: the subscriber purges its members, messages and files. */
  "chat.room_deleted": { roomId: string };
}

export type ChatEventType = keyof ChatEventDetails;
export type ChatEvent = { [T in ChatEventType]: DomainEvent<T, ChatEventDetails[T]> }[ChatEventType];
export const chatEventTypes: ChatEventType[] = ["chat.message_sent", "chat.message_changed", "chat.room_deleted"];

export async function publish(...events: ChatEvent[]): Promise<void> {
  await publishAfterWrite(events);
}
