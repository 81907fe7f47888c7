import { publishAfterWrite, type DomainEvent } from "../events";

/** The groups module's bus events (`group.<past tense>`), published after their write committed. */
export interface GroupEventDetails {
  /** Created, or its type changed (search and the wall re-read who may see it). */
  "group.changed": { groupId: string };
  /** Gone: its memberships, posts and files are purged by the subscriber. */
  "group.deleted": { groupId: string };
  /** A membership step: who moved, to which standing, and who did it. */
  "group.membership": {
    groupId: string;
    userId: string;
    byUserId: string;
    step: "joined" | "requested" | "approved" | "rejected" | "invited" | "accepted" | "declined" | "left" | "removed";
  };
}

export type GroupEventType = keyof GroupEventDetails;
export type GroupEvent = { [T in GroupEventType]: DomainEvent<T, GroupEventDetails[T]> }[GroupEventType];
export const groupEventTypes: GroupEventType[] = ["group.changed", "group.deleted", "group.membership"];

export async function publish(...events: GroupEvent[]): Promise<void> {
  await publishAfterWrite(events);
}
