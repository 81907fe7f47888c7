import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { Actor, ClientPurgeAccepted } from "@intranet/contracts";
import { dynamo } from "../db";
import { eventBus } from "../events";
import { config, AppError, PLATFORM_TENANT } from "../platform";
import { requireSuperadmin } from "./access";
import { journalPut } from "../journal";
import { loadClient } from "./records";
import { clientKey } from "./write";

/** The domain event a purge subscriber receives (detail: `{ tenantId, clientId }`). */
export const CLIENT_PURGE_REQUESTED = "client.purge_requested";

export interface ClientPurgeRequested {
  clientId: string;
}

/**
 * DELETE /api/clients/{id}/fullDelete (superadmin): marks the client `deleting` at once (gone from
 * the list, its users refused by the Actor resolver) and hands the deletion itself to the bus,
 * off the request path. Asking again for a client already `deleting` (say, after a failed purge)
 * clears the recorded error and publishes again; the purge is idempotent.
 */
export async function requestClientPurge(actor: Actor, clientId: string): Promise<ClientPurgeAccepted> {
  requireSuperadmin(actor);
  // Superadmins live under the platform tenant: there is never a client of that id to purge.
  if (clientId === PLATFORM_TENANT) throw new AppError("clients.not_found");
  const client = await loadClient(clientId);
  // The company's own journal goes with it: the platform's journal keeps who deleted it.
  const mark = {
    TableName: config.tableName(),
    Key: clientKey(clientId),
    UpdateExpression: "SET #status = :deleting, #updatedAt = :now REMOVE #purgeError",
    ConditionExpression: "attribute_exists(#pk)",
    ExpressionAttributeNames: {
      "#pk": "pk",
      "#status": "status",
      "#updatedAt": "updatedAt",
      "#purgeError": "purgeError",
    },
    ExpressionAttributeValues: { ":deleting": "deleting", ":now": new Date().toISOString() },
  };
  const entry = journalPut(actor, PLATFORM_TENANT, {
    action: "client.delete",
    target: { type: "client", id: clientId, label: client.name },
    detail: client.workspace,
  });
  await dynamo()
    .send(new TransactWriteCommand({ TransactItems: [{ Update: mark }, { Put: entry }] }))
    .catch((error: unknown) => {
      throw (error as { name?: string }).name === "TransactionCanceledException"
        ? new AppError("clients.not_found")
        : error;
    });
  const detail: ClientPurgeRequested = { clientId };
  await eventBus().publish([{ type: CLIENT_PURGE_REQUESTED, tenantId: clientId, detail }]);
  return { status: "deleting" };
}
