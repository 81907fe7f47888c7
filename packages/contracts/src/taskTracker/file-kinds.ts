import type { FileKinds } from "../files/file-kinds";

/** Files attached to a task: their uploader through the files API; the board's viewers through the task tracker. */
export const taskTrackerFileKinds = { taskTracker: { read: "private" } } as const satisfies FileKinds;
