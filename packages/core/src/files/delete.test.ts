import { describe, expect, it } from "vitest";
import { withBucket, actorIn, counters, objectExists, tenantWithQuota, uploaded } from "./testing";
import { newId } from "../platform";
import { db } from "./entities";
import { confirmUpload } from "./confirm-upload";
import { deleteFile, deleteFiles, deleteUserFile } from "./delete";
import type { Actor, UploadRequest } from "@intranet/contracts";

async function stored(actor: Actor, request: Partial<UploadRequest> = {}) {
  const ticket = await uploaded(actor, { size: 1000, ...request });
  return { ...ticket, view: await confirmUpload(actor, ticket.fileId) };
}
const recordOf = async (clientId: string, fileId: string) =>
  (await db().entities.file.get({ clientId, fileId }).go()).data;

describe("deleting a file", () => {
  it("removes the object and the record and gives the bytes back", async () => {
    const tenant = await tenantWithQuota();
    const actor = actorIn(tenant);
    const kept = await stored(actor, { size: 300 });
    const file = await stored(actor, { size: 1000 });
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 1300, filesCount: 2 });

    expect(await deleteFile(actor, file.fileId)).toEqual({ fileId: file.fileId, deleted: true });
    expect(await objectExists(tenant, file.key)).toBe(false);
    expect(await recordOf(tenant, file.fileId)).toBeNull();
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 300, filesCount: 1 });
    expect(await objectExists(tenant, kept.key)).toBe(true);
  });

  it("counts a double delete once, one after the other or at once", async () => {
    const tenant = await tenantWithQuota();
    const actor = actorIn(tenant);
    const a = await stored(actor, { size: 100 });
    const b = await stored(actor, { size: 200 });
    await stored(actor, { size: 400 });

    await deleteFile(actor, a.fileId);
    await expect(deleteFile(actor, a.fileId)).rejects.toMatchObject({ code: "files.not_found", status: 404 });

    const racing = await Promise.allSettled([deleteFile(actor, b.fileId), deleteFile(actor, b.fileId)]);
    expect(racing.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const rejected = racing.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: "files.not_found" });
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 400, filesCount: 1 });
  });

  it("is for the uploader or an admin", async () => {
    const tenant = await tenantWithQuota();
    const uploader = actorIn(tenant);
    const file = await stored(uploader);
    await expect(deleteFile(actorIn(tenant), file.fileId)).rejects.toMatchObject({
      code: "common.no_access",
      status: 403,
    });
    expect(await objectExists(tenant, file.key)).toBe(true);
    await deleteFile(actorIn(tenant, "admin"), file.fileId);
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 0, filesCount: 0 });
  });

  it("never reaches another tenant's file, even for its admin", async () => {
    const tenantB = await tenantWithQuota();
    const owner = actorIn(tenantB);
    const file = await stored(owner);
    const adminA = actorIn(await tenantWithQuota(), "admin");

    await expect(deleteFile(adminA, file.fileId)).rejects.toMatchObject({ code: "files.not_found" });
    await expect(deleteUserFile(adminA, owner.userId, file.fileId)).rejects.toMatchObject({ code: "files.not_found" });
    await expect(deleteFiles(adminA, [file.fileId])).rejects.toMatchObject({ code: "files.not_found", status: 404 });
    expect(await objectExists(tenantB, file.key)).toBe(true);
    expect(await counters(tenantB)).toEqual({ storageUsedBytes: 1000, filesCount: 1 });
  });
});

describe("when storage fails", () => {
  it("answers files.delete_error and keeps the record and the counters", async () => {
    const tenant = await tenantWithQuota();
    const actor = actorIn(tenant);
    const file = await stored(actor, { size: 250 });
    const error = await withBucket("intranet-no-such-bucket", () => deleteFile(actor, file.fileId)).catch((e) => e);
    expect(error).toMatchObject({ code: "files.delete_error", status: 500, message: "Error on deleting file" });
    expect(await recordOf(tenant, file.fileId)).not.toBeNull();
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 250, filesCount: 1 });
    // Once storage answers again the same delete goes through.
    await deleteFile(actor, file.fileId);
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 0, filesCount: 0 });
  });

  it("answers files.bulk_delete_error for a bulk delete", async () => {
    const tenant = await tenantWithQuota();
    const file = await stored(actorIn(tenant), { size: 90 });
    const error = await withBucket("intranet-no-such-bucket", () =>
      deleteFiles(actorIn(tenant, "admin"), [file.fileId]),
    ).catch((e) => e);
    expect(error).toMatchObject({
      code: "files.bulk_delete_error",
      status: 500,
      message: "Error on deleting files from db",
    });
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 90, filesCount: 1 });
  });
});

describe("deleting a user's file", () => {
  it("lets the owner or an admin remove a file owned by that user", async () => {
    const tenant = await tenantWithQuota();
    const admin = actorIn(tenant, "admin");
    const employee = actorIn(tenant);
    const hrDoc = await stored(admin, { module: "hr", owner: { type: "user", id: employee.userId }, size: 50 });
    const own = await stored(employee, { size: 70 });

    await expect(deleteUserFile(actorIn(tenant), employee.userId, own.fileId)).rejects.toMatchObject({
      code: "common.no_access",
    });
    expect(await deleteUserFile(employee, employee.userId, own.fileId)).toEqual({ fileId: own.fileId, deleted: true });
    expect(await deleteUserFile(admin, employee.userId, hrDoc.fileId)).toEqual({ fileId: hrDoc.fileId, deleted: true });
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 0, filesCount: 0 });
  });

  it("does not remove a file the named user does not own", async () => {
    const tenant = await tenantWithQuota();
    const admin = actorIn(tenant, "admin");
    const someone = actorIn(tenant);
    const file = await stored(someone);
    await expect(deleteUserFile(admin, newId(), file.fileId)).rejects.toMatchObject({ code: "files.not_found" });
    expect(await objectExists(tenant, file.key)).toBe(true);
  });
});

describe("deleting files in bulk", () => {
  it("deletes the tenant's files and reports the others per id", async () => {
    const tenantA = await tenantWithQuota();
    const adminA = actorIn(tenantA, "admin");
    const a1 = await stored(actorIn(tenantA), { size: 10 });
    const a2 = await stored(actorIn(tenantA), { size: 20 });
    const a3 = await stored(actorIn(tenantA), { size: 40 });
    const b1 = await stored(actorIn(await tenantWithQuota()), { size: 80 });
    const missing = newId();

    const report = await deleteFiles(adminA, [a1.fileId, b1.fileId, a2.fileId, missing]);
    expect(report.deleted.sort()).toEqual([a1.fileId, a2.fileId].sort());
    expect(report.failed).toEqual(
      expect.arrayContaining([
        { fileId: b1.fileId, code: "files.not_found", message: "File not found or deleted" },
        { fileId: missing, code: "files.not_found", message: "File not found or deleted" },
      ]),
    );
    expect(report.failed).toHaveLength(2);
    expect(await objectExists(tenantA, a1.key)).toBe(false);
    expect(await objectExists(tenantA, a2.key)).toBe(false);
    expect(await objectExists(b1.key.split("/")[0]!, b1.key)).toBe(true);
    expect(await counters(tenantA)).toEqual({ storageUsedBytes: 40, filesCount: 1 });
    expect(await recordOf(tenantA, a3.fileId)).not.toBeNull();
  });

  it("is for admins", async () => {
    const tenant = await tenantWithQuota();
    const file = await stored(actorIn(tenant));
    await expect(deleteFiles(actorIn(tenant), [file.fileId])).rejects.toMatchObject({ code: "common.no_access" });
  });
});
