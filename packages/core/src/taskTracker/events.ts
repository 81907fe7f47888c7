import { publishAfterWrite, type DomainEvent } from "../events";

/**
 * The task tracker's bus events, published after their write committed (ids only: the subscriber
 * reads the task again). `revision` makes each a notification's dedupe key.
 */
export interface TaskEventDetails {
  /** People newly given the task (performer, co-performers). */
  "task.assigned": { taskId: string; actorId: string; userIds: string[]; revision: number };
  "task.commented": { taskId: string; actorId: string; commentId: string; mentionIds: string[] };
  "task.finished": { taskId: string; actorId: string; revision: number };
  /** The task's name, period or finish changed (or it was created or deleted): its deadline timers follow. */
  "task.changed": { taskId: string; deskId: string; deleted?: boolean };
  /** A board was finished or restored, or its settings changed. */
  "taskDesk.changed": { deskId: string };
}

export type TaskEventType = keyof TaskEventDetails;
export type TaskEvent = { [T in TaskEventType]: DomainEvent<T, TaskEventDetails[T]> }[TaskEventType];

export async function publish(...events: TaskEvent[]): Promise<void> {
  if (events.length) await publishAfterWrite(events);
}
