import type { DatedEntrySource } from "../calendar";
import { linksOf, today, worksOn } from "./my-tasks";

/**
 * The deadlines of the tasks a person works on (performer or co-performer), unfinished, in the
 * calendar's range: My tasks' one Query and one BatchGet, whatever the range. Each opens the task
 * on its board.
 */
export const datedEntries: DatedEntrySource = {
  right: "task_tracker",
  async list(reader, clientId, range) {
    const now = today();
    return (await linksOf(clientId, reader.userId))
      .filter(({ link, finished }) => !finished && worksOn(link) && !!link.due)
      .filter(({ link }) => link.due! >= range.from && link.due! <= range.to)
      .map(({ link }) => ({
        source: "taskTracker",
        id: link.taskId,
        kind: "deadline" as const,
        title: link.name,
        day: link.due!,
        endDay: link.due!,
        path: `/desk/${encodeURIComponent(link.deskId)}?task=${encodeURIComponent(link.taskId)}`,
        overdue: link.due! < now,
        tentative: false,
      }));
  },
};
