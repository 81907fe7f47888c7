import { PutObjectCommand } from "@aws-sdk/client-s3";
import type { Actor, UploadRequest, UploadTicket } from "@intranet/contracts";
import { db } from "./entities";
import { config, newId } from "../platform";
import { s3 } from "../platform/s3";
import { ensureTestTenant, tokenFor } from "../testing/actors";
import { findUser } from "../users";
import { requestUpload } from "./request-upload";
import { objectSize } from "./storage";

/** Helpers for the files tests: a tenant with a quota, actors without sign-in, S3 and counter probes. */
export async function tenantWithQuota(storageLimitBytes = 10 * 1024 * 1024): Promise<string> {
  return ensureTestTenant(newId(), { storageLimitBytes });
}

export function actorIn(tenantId: string, role: "employee" | "admin" | "hr" = "employee", userId = newId()): Actor {
  return {
    userId,
    tenantId,
    homeTenantId: tenantId,
    roles: role === "employee" ? ["employee"] : [role, "employee"],
    rights: [],
  };
}

export async function counters(clientId: string): Promise<{ storageUsedBytes: number; filesCount: number }> {
  const { data } = await db().entities.client.get({ clientId }).go({ consistent: true });
  return { storageUsedBytes: data?.storageUsedBytes ?? -1, filesCount: data?.filesCount ?? -1 };
}

export const objectExists = async (clientId: string, key: string) => (await objectSize(clientId, key)) !== null;

export const bytesOf = (length: number, seed = 7) =>
  Uint8Array.from({ length }, (_, index) => (index * 31 + seed) % 256);

/** Stands in for the browser's POST: the bytes land under the ticket's key, whatever was declared. */
export async function putBytes(key: string, bytes: Uint8Array, contentType = "application/octet-stream") {
  await s3().send(
    new PutObjectCommand({ Bucket: config.bucketName(), Key: key, Body: bytes, ContentType: contentType }),
  );
}

/** requestUpload + the bytes uploaded; `bytes` defaults to exactly the declared size. */
export async function uploaded(
  actor: Actor,
  request: Partial<UploadRequest> & { bytes?: Uint8Array } = {},
): Promise<UploadTicket & { bytes: Uint8Array }> {
  const size = request.size ?? request.bytes?.byteLength ?? 1000;
  const bytes = request.bytes ?? bytesOf(size);
  // An upload's owner must exist in the tenant: make a user owner real, as it would be in use.
  const owner = request.owner;
  if (owner?.type === "user" && actor.tenantId && !(await findUser(actor.tenantId, owner.id)))
    await tokenFor({ tenantId: actor.tenantId, userId: owner.id });
  const ticket = await requestUpload(actor, {
    module: request.module ?? "common",
    name: request.name ?? "report.bin",
    contentType: request.contentType ?? "application/octet-stream",
    size,
    ...(request.owner ? { owner: request.owner } : {}),
  });
  await putBytes(ticket.key, bytes);
  return { ...ticket, bytes };
}

/** Runs `work` with the files bucket pointed elsewhere (e.g. a missing one, to make S3 fail). */
export async function withBucket<T>(bucketName: string, work: () => Promise<T>): Promise<T> {
  const saved = process.env.SST_RESOURCE_Files;
  process.env.SST_RESOURCE_Files = JSON.stringify({ name: bucketName });
  try {
    return await work();
  } finally {
    process.env.SST_RESOURCE_Files = saved;
  }
}
