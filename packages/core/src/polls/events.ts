import { publishAfterWrite, type DomainEvent } from "../events";

/**
 * The polls module's bus events (`poll.<past tense>`), published after their write committed.
 * Ids only: subscribers re-read. `poll.answered` names the person (the shop's poll award), never
 * the answers.
 */
export interface PollEventDetails {
  /** A new poll: its recipients are notified (section polls). */
  "poll.created": { pollId: string; authorId: string };
  /** Created, edited or finished: search re-reads it. */
  "poll.changed": { pollId: string };
  /** Gone: its takers, ballots and tallies are purged by the subscriber. */
  "poll.deleted": { pollId: string };
  "poll.answered": { pollId: string; userId: string };
  /** The author or an admin asked to remind the recipients who have not answered. */
  "poll.remind_requested": { pollId: string; byUserId: string; at: number };
}

export type PollEventType = keyof PollEventDetails;
export type PollEvent = { [T in PollEventType]: DomainEvent<T, PollEventDetails[T]> }[PollEventType];
export const pollEventTypes: PollEventType[] = [
  "poll.created",
  "poll.changed",
  "poll.deleted",
  "poll.answered",
  "poll.remind_requested",
];

export async function publish(...events: PollEvent[]): Promise<void> {
  await publishAfterWrite(events);
}
