import * as z from "zod/mini";
import { idSchema } from "../validation";
import type { TaskCardView } from "./views";

/** What a browser tells the socket about the task tracker (routed by `action`: core/taskTracker/socket-actions.ts). */
export const taskTrackerClientMessages = [
  // Task tracker: this socket shows the board `deskId` (sent again after every reconnect); the
  // board's changes come as `taskTracker.card`, `taskTracker.card_removed` and `taskTracker.desk`
  // while the caller may view it.
  z.object({ action: z.literal("taskTracker.watch"), deskId: idSchema }),
  // Task tracker: this socket left the board.
  z.object({ action: z.literal("taskTracker.unwatch") }),
] as const;

/** The task tracker's pushes, to the sockets that show the board (each `type` is in its manifest row's `realtime`). */
export const taskTrackerServerEvents = [
  // A card was created, moved, edited or finished: its new state (`by`: who did it).
  z.object({ type: z.literal("taskTracker.card"), deskId: z.string(), card: z.custom<TaskCardView>(), by: z.string() }),
  // A card was deleted, or left the board.
  z.object({ type: z.literal("taskTracker.card_removed"), deskId: z.string(), taskId: z.string(), by: z.string() }),
  // The board's settings, lanes or state changed (finished, restored): read it again.
  z.object({ type: z.literal("taskTracker.desk"), deskId: z.string(), by: z.string() }),
] as const;
