import type { SocketActions } from "../realtime";
import { unwatchDesk, watchDesk } from "./live";

/** The task tracker's socket actions (contracts taskTracker/realtime.ts): the $default Lambda loads this leaf. */
export const socketActions: SocketActions = {
  "taskTracker.watch": (connection, message) => watchDesk(connection, message.deskId),
  "taskTracker.unwatch": (connection) => unwatchDesk(connection),
};
