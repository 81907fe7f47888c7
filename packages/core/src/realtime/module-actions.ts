import type { ClientMessage, ServerEvent } from "@intranet/contracts";
import type { ConnectionRecord } from "./connections";

/** The socket's own actions; every other is a module's, named `<module>.<what>` (contracts `<m>/realtime.ts`). */
type PlatformAction = "ping" | "identify" | "user-logout";
export type ModuleAction = Exclude<ClientMessage["action"], PlatformAction>;

/**
 * A module's answers to its socket actions, in its leaf `core/src/<m>/socket-actions.ts`
 * (`socketActions`): what it does for the connection, and the event to push back to it, if any
 * (pushed through the switch check, so nothing of a switched-off module goes out).
 */
export type SocketActions = {
  [A in ModuleAction]?: (
    connection: ConnectionRecord,
    message: Extract<ClientMessage, { action: A }>,
  ) => Promise<ServerEvent | null | void>;
};

type SocketAction = (connection: ConnectionRecord, message: ClientMessage) => Promise<ServerEvent | null | void>;

const loaders = new Map<string, () => Promise<SocketActions>>();

/**
 * The composition root (functions/src/socket-actions.ts, generated) registers a loader per module:
 * the $default Lambda loads a module's actions on the first message of that module.
 */
export function registerSocketActions(module: string, load: () => Promise<SocketActions>): void {
  loaders.set(module, load);
}

/** The module's handler of an action (undefined: no module offers it). */
export async function socketActionOf(action: ModuleAction): Promise<SocketAction | undefined> {
  const load = loaders.get(action.slice(0, action.indexOf(".")));
  return load ? ((await load())[action] as SocketAction | undefined) : undefined;
}
