import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { ErrorCode } from "@intranet/contracts";
import { dynamo } from "../db";
import { db } from "./entities";
import { config, PLATFORM_TENANT } from "../platform";
import { deleteTenantFiles } from "./purge-files";
import { deleteTenantItems } from "./purge-table";
import { isConditionFailure } from "./records";
import { clientKey } from "./write";

export interface PurgeSteps {
  deleteItems: (clientId: string) => Promise<number>;
  deleteFiles: (clientId: string) => Promise<number>;
}

export type PurgeOutcome =
  { outcome: "purged"; items: number; files: number } | { outcome: "skipped"; reason: "absent" | "not_requested" };

/** The tenant's objects in the files bucket and, where it is a bucket of its own (AWS), the public media one. */
async function deleteTenantObjects(clientId: string): Promise<number> {
  const files = await deleteTenantFiles(clientId);
  const media = config.mediaBucketName();
  return media === config.bucketName() ? files : files + (await deleteTenantFiles(clientId, undefined, media));
}

const defaultSteps: PurgeSteps = { deleteItems: deleteTenantItems, deleteFiles: deleteTenantObjects };

/**
 * Removes a tenant for good: its files, every item of it, and last the client item, so a failure
 * at any step leaves the client `deleting` (hidden, users refused) and a re-run finds what is
 * left. Every step is idempotent, so at-least-once delivery and retries are safe. A failure is
 * recorded on the client item (`purgeError: "clients.data_delete_error"`, shown to superadmins),
 * logged with the failed step, and rethrown (in AWS the subscriber is retried).
 */
export async function purgeClient(clientId: string, steps: PurgeSteps = defaultSteps): Promise<PurgeOutcome> {
  const { data: client } = await db().entities.client.get({ clientId }).go();
  // Already purged (a repeated delivery), or never asked for: a stray event must not delete a tenant.
  if (!client || clientId === PLATFORM_TENANT) return { outcome: "skipped", reason: "absent" };
  if (client.status !== "deleting") return { outcome: "skipped", reason: "not_requested" };

  let step = "files";
  try {
    const files = await steps.deleteFiles(clientId);
    step = "items";
    const items = await steps.deleteItems(clientId);
    step = "client item";
    await db()
      .entities.client.delete({ clientId })
      .where(({ status }, { eq }) => eq(status, "deleting"))
      .go();
    log("info", "client purged", { clientId, items, files });
    return { outcome: "purged", items, files };
  } catch (error) {
    log("error", "client purge failed", { clientId, step, error: String(error) });
    await recordFailure(clientId, "clients.data_delete_error");
    throw error;
  }
}

/** Leaves the failure's catalogue code on the client item, for the superadmin to see and retry. */
async function recordFailure(clientId: string, code: ErrorCode): Promise<void> {
  await dynamo()
    .send(
      new UpdateCommand({
        TableName: config.tableName(),
        Key: clientKey(clientId),
        UpdateExpression: "SET #purgeError = :code",
        ConditionExpression: "attribute_exists(#pk)",
        ExpressionAttributeNames: { "#pk": "pk", "#purgeError": "purgeError" },
        ExpressionAttributeValues: { ":code": code },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) log("error", "purge error not recorded", { clientId, error: String(error) });
    });
}

function log(level: "info" | "error", msg: string, fields: Record<string, unknown>): void {
  const line = JSON.stringify({ level, msg, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}
