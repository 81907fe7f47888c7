import { describe, expect, it } from "vitest";
import { db } from "./entities";
import { confirmUpload } from "./confirm-upload";
import { sweepMarker, sweepUnconfirmedUploads, SWEEP_MARGIN_SECONDS } from "./sweep";
import { actorIn, counters, objectExists, tenantWithQuota, uploaded } from "./testing";

/**
 * The upload sweep against DynamoDB Local and s3rver with real objects. Deadlines are moved into
 * the past (the pending upload and its marker, as time would), so the sweep runs at the real
 * time and touches no other test's uploads (theirs are an hour from their deadline).
 */
type Ticket = Awaited<ReturnType<typeof uploaded>>;

async function backdate(clientId: string, ticket: Ticket, hoursAgo: number, { pendingToo = true } = {}) {
  const { data: pending } = await db().entities.fileUpload.get({ clientId, fileId: ticket.fileId }).go();
  const marker = sweepMarker({ clientId, fileId: ticket.fileId, key: ticket.key, expiresAt: pending!.expiresAt });
  const { data: written } = await db().entities.uploadSweep.get(marker).go();
  expect(written, "the upload wrote its sweep marker").toMatchObject(marker);
  const deadline = Math.floor(Date.now() / 1000) - hoursAgo * 3600;
  await db().entities.uploadSweep.delete(marker).go();
  await db()
    .entities.uploadSweep.put(sweepMarker({ ...marker, expiresAt: deadline }))
    .go();
  if (pendingToo)
    await db().entities.fileUpload.patch({ clientId, fileId: ticket.fileId }).set({ expiresAt: deadline }).go();
}

const pendingOf = async (clientId: string, fileId: string) =>
  (await db().entities.fileUpload.get({ clientId, fileId }).go()).data;

describe("sweeping unconfirmed uploads", () => {
  it("deletes the objects of uploads never confirmed, never a confirmed file's, and is idempotent", async () => {
    const tenant = await tenantWithQuota();
    const actor = actorIn(tenant);
    const abandoned = await uploaded(actor, { size: 100 });
    const expiredByTtl = await uploaded(actor, { size: 200 });
    const confirmed = await uploaded(actor, { size: 300 });
    const inTime = await uploaded(actor, { size: 400 });
    await backdate(tenant, confirmed, 3, { pendingToo: false });
    await confirmUpload(actor, confirmed.fileId);

    await backdate(tenant, abandoned, 2);
    await backdate(tenant, expiredByTtl, 5);
    await db().entities.fileUpload.delete({ clientId: tenant, fileId: expiredByTtl.fileId }).go(); // as TTL would

    const first = await sweepUnconfirmedUploads();
    expect(first.checked).toBeGreaterThanOrEqual(3);
    expect(first.deleted).toBeGreaterThanOrEqual(2);
    expect(first.confirmed).toBeGreaterThanOrEqual(1);

    expect(await objectExists(tenant, abandoned.key)).toBe(false);
    expect(await pendingOf(tenant, abandoned.fileId)).toBeNull();
    expect(await objectExists(tenant, expiredByTtl.key)).toBe(false);
    expect(await objectExists(tenant, confirmed.key)).toBe(true);
    expect(await objectExists(tenant, inTime.key)).toBe(true); // its deadline is an hour away
    expect(await pendingOf(tenant, inTime.fileId)).not.toBeNull();
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 300, filesCount: 1 });

    // A second run changes nothing more: the markers are gone, the confirmed file stays.
    await sweepUnconfirmedUploads();
    expect(await objectExists(tenant, confirmed.key)).toBe(true);
    expect(await objectExists(tenant, inTime.key)).toBe(true);
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 300, filesCount: 1 });
    // And a confirm after the sweep cannot record the swept upload.
    await expect(confirmUpload(actor, abandoned.fileId)).rejects.toMatchObject({ code: "files.not_found" });
  });

  it("waits a margin after the deadline, so a confirm in flight at the deadline finishes first", async () => {
    const tenant = await tenantWithQuota();
    const actor = actorIn(tenant);
    const justExpired = await uploaded(actor, { size: 10 });
    await backdate(tenant, justExpired, 0); // deadline now: within the margin
    await sweepUnconfirmedUploads();
    expect(await objectExists(tenant, justExpired.key)).toBe(true);
    await sweepUnconfirmedUploads(Date.now() + (SWEEP_MARGIN_SECONDS + 1) * 1000);
    expect(await objectExists(tenant, justExpired.key)).toBe(false);
  });
});
