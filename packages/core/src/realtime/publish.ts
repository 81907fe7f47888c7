import type { ServerEvent } from "@intranet/contracts";
import { connectionsOfUser, removeConnection } from "./connections";
import { postToConnection } from "./push";

/**
 * Pushes an event to every live connection of the given users in one tenant (DESIGN §8).
 * Connections that are gone are deleted; one failing push does not stop the others.
 * Returns how many sockets received it.
 */
export async function publish(tenantId: string, userIds: string[], event: ServerEvent): Promise<number> {
  const perUser = await Promise.all([...new Set(userIds)].map((userId) => connectionsOfUser(tenantId, userId)));
  const results = await Promise.allSettled(
    perUser.flat().map(async (connection) => {
      const delivered = await postToConnection(connection.connectionId, event);
      if (!delivered) await removeConnection(connection);
      return delivered;
    }),
  );
  for (const result of results)
    if (result.status === "rejected")
      console.error(JSON.stringify({ level: "error", msg: "realtime push failed", error: String(result.reason) }));
  return results.filter((result) => result.status === "fulfilled" && result.value).length;
}
