import { describe, expect, it } from "vitest";
import { MB } from "@intranet/contracts";
import { db } from "./entities";
import { confirmUpload } from "./confirm-upload";
import { requestUpload } from "./request-upload";
import { actorIn, bytesOf, counters, objectExists, putBytes, tenantWithQuota, uploaded } from "./testing";

const pendingOf = async (clientId: string, fileId: string) =>
  (await db().entities.fileUpload.get({ clientId, fileId }).go()).data;
const recordOf = async (clientId: string, fileId: string) =>
  (await db().entities.file.get({ clientId, fileId }).go()).data;

describe("confirming an upload", () => {
  it("records the real size (not the declared one) and moves the counters by exactly that", async () => {
    const tenant = await tenantWithQuota();
    const actor = actorIn(tenant);
    const ticket = await uploaded(actor, {
      size: 100,
      bytes: bytesOf(4321),
      name: "scan.png",
      contentType: "image/png",
    });

    const view = await confirmUpload(actor, ticket.fileId);
    expect(view).toMatchObject({
      _id: ticket.fileId,
      name: "scan.png",
      contentType: "image/png",
      size: 4321,
      module: "common",
      key: ticket.key,
      owner: { type: "user", id: actor.userId },
      uploadedBy: actor.userId,
    });
    expect(view.url).toContain("X-Amz-Signature=");
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 4321, filesCount: 1 });
    expect(await recordOf(tenant, ticket.fileId)).toMatchObject({ size: 4321, key: ticket.key });
    expect(await pendingOf(tenant, ticket.fileId)).toBeNull();
  });

  it("records once when confirmed twice, one after the other or at once", async () => {
    const tenant = await tenantWithQuota();
    const actor = actorIn(tenant);
    const first = await uploaded(actor, { size: 500 });
    const a = await confirmUpload(actor, first.fileId);
    const b = await confirmUpload(actor, first.fileId);
    expect(b).toMatchObject({ _id: a._id, size: 500, createdAt: a.createdAt });

    const second = await uploaded(actor, { size: 700 });
    const views = await Promise.all(Array.from({ length: 5 }, () => confirmUpload(actor, second.fileId)));
    expect(new Set(views.map((view) => view.createdAt)).size).toBe(1);
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 1200, filesCount: 2 });
  });

  it("refuses an object over the module limit, whatever was declared, and leaves nothing", async () => {
    const tenant = await tenantWithQuota(100 * MB);
    const actor = actorIn(tenant);
    const ticket = await uploaded(actor, { module: "posts", size: 1000, bytes: bytesOf(20 * MB + 1) });

    await expect(confirmUpload(actor, ticket.fileId)).rejects.toMatchObject({
      code: "files.attachment_too_big",
      message: "Files above 20 MB cannot be attached",
      details: { size: 20 * MB + 1, maxBytes: 20 * MB },
    });
    expect(await objectExists(tenant, ticket.key)).toBe(false);
    expect(await pendingOf(tenant, ticket.fileId)).toBeNull();
    expect(await recordOf(tenant, ticket.fileId)).toBeNull();
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 0, filesCount: 0 });
    // The upload is gone: a retry finds nothing.
    await expect(confirmUpload(actor, ticket.fileId)).rejects.toMatchObject({ code: "files.not_found" });
  });

  it("accepts exactly the limit (20 MB for posts)", async () => {
    const tenant = await tenantWithQuota(100 * MB);
    const actor = actorIn(tenant);
    const ticket = await uploaded(actor, { module: "posts", size: 20 * MB });
    expect((await confirmUpload(actor, ticket.fileId)).size).toBe(20 * MB);
  });

  it("refuses an object the quota cannot hold any more, with the catalogue message, and leaves nothing", async () => {
    const tenant = await tenantWithQuota(10_000);
    const actor = actorIn(tenant);
    const kept = await uploaded(actor, { size: 6000 });
    // Declared small enough to be granted, then more bytes than the quota has left.
    const ticket = await uploaded(actor, { size: 1000, bytes: bytesOf(5000) });
    await confirmUpload(actor, kept.fileId);

    const error = await confirmUpload(actor, ticket.fileId).catch((e) => e);
    expect(error).toMatchObject({
      code: "files.storage_limit",
      status: 413,
      message: "Storage limit reached (9.8 KB), available 3.9 KB",
      details: { fileSize: 5000, limitBytes: 10_000, usedBytes: 6000, availableBytes: 4000 },
    });
    expect(await objectExists(tenant, ticket.key)).toBe(false);
    expect(await objectExists(tenant, kept.key)).toBe(true);
    expect(await pendingOf(tenant, ticket.fileId)).toBeNull();
    expect(await recordOf(tenant, ticket.fileId)).toBeNull();
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 6000, filesCount: 1 });
  });

  it("never lets parallel confirms push usage over the limit", async () => {
    const tenant = await tenantWithQuota(1000);
    const actors = Array.from({ length: 8 }, () => actorIn(tenant));
    // Each is granted (300 <= 1000 free when asked); together they need 2400.
    const tickets = await Promise.all(actors.map((actor) => uploaded(actor, { size: 300 })));
    const results = await Promise.allSettled(tickets.map((ticket, i) => confirmUpload(actors[i]!, ticket.fileId)));

    const confirmed = results.filter((result) => result.status === "fulfilled");
    const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    expect(confirmed).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const reason of refused) expect(reason).toMatchObject({ code: "files.storage_limit" });
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 900, filesCount: 3 });
    const present = await Promise.all(tickets.map((ticket) => objectExists(tenant, ticket.key)));
    expect(present.filter(Boolean)).toHaveLength(3);
  });

  it("answers not found before the bytes arrive, and keeps the upload open", async () => {
    const tenant = await tenantWithQuota();
    const actor = actorIn(tenant);
    const ticket = await requestUpload(actor, { module: "common", name: "a.txt", contentType: "text/plain", size: 3 });
    await expect(confirmUpload(actor, ticket.fileId)).rejects.toMatchObject({ code: "files.not_found" });
    await putBytes(ticket.key, bytesOf(3));
    expect((await confirmUpload(actor, ticket.fileId)).size).toBe(3);
  });

  it("is the uploader's: another user of the tenant, or another tenant, finds nothing", async () => {
    const tenant = await tenantWithQuota();
    const actor = actorIn(tenant);
    const ticket = await uploaded(actor, { size: 10 });
    await expect(confirmUpload(actorIn(tenant, "admin"), ticket.fileId)).rejects.toMatchObject({
      code: "files.not_found",
    });
    const stranger = actorIn(await tenantWithQuota(), "admin", actor.userId);
    await expect(confirmUpload(stranger, ticket.fileId)).rejects.toMatchObject({ code: "files.not_found" });
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 0, filesCount: 0 });
    await confirmUpload(actor, ticket.fileId);
    // Even once recorded, another tenant's replay reveals nothing.
    await expect(confirmUpload(stranger, ticket.fileId)).rejects.toMatchObject({ code: "files.not_found" });
  });

  it("refuses an expired upload and removes its object", async () => {
    const tenant = await tenantWithQuota();
    const actor = actorIn(tenant);
    const ticket = await uploaded(actor, { size: 10 });
    await db()
      .entities.fileUpload.patch({ clientId: tenant, fileId: ticket.fileId })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    await expect(confirmUpload(actor, ticket.fileId)).rejects.toMatchObject({ code: "files.not_found" });
    expect(await objectExists(tenant, ticket.key)).toBe(false);
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 0, filesCount: 0 });
  });
});
