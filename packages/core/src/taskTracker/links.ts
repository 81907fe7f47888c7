/** A task's address in the SPA: its board with the task open. */
export const taskLink = (deskId: string, taskId: string) =>
  `/desk/${encodeURIComponent(deskId)}?task=${encodeURIComponent(taskId)}`;
