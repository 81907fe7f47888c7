/** The task tracker's own paths: the boards' page (with its tabs) and one board, optionally with a task open. */
export const trackerPath = "/task-tracker/";
export const deskPath = (id: string, taskId?: string) =>
  `/desk/${encodeURIComponent(id)}${taskId ? `?task=${encodeURIComponent(taskId)}` : ""}`;
