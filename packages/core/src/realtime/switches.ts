import type { ServerEvent } from "@intranet/contracts";
import { moduleOfRealtimeEvent } from "@intranet/contracts/switches";
import { modulesOffIn } from "../clients/switches";
import type { ConnectionRecord } from "./connections";

/**
 * The socket's side of company switches (docs/switches.md): pushes of a module's event types
 * (manifest `realtime`) are dropped for a company that switched the module off. Platform events
 * (pong, notifications' own) need no look-up; a module's need its company's switches, remembered from
 * the request that caused them or read once (clients' `modulesOffIn`).
 */
export async function switchedOnSends<T extends { connection: ConnectionRecord; event: ServerEvent }>(
  sends: T[],
): Promise<T[]> {
  const owned = sends.filter(({ event }) => moduleOfRealtimeEvent(event.type));
  if (!owned.length) return sends;
  const tenants = [...new Set(owned.map(({ connection }) => connection.clientId))];
  const off = new Map(await Promise.all(tenants.map(async (tenant) => [tenant, await modulesOffIn(tenant)] as const)));
  return sends.filter(({ connection, event }) => {
    const module = moduleOfRealtimeEvent(event.type);
    return !module || !off.get(connection.clientId)?.includes(module);
  });
}
