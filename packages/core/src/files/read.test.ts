import { describe, expect, it } from "vitest";
import type { Actor, UploadRequest } from "@intranet/contracts";
import { confirmUpload } from "./confirm-upload";
import { deleteUserFile } from "./delete";
import { fileDownloadUrl, listUserFiles } from "./read";
import { actorIn, tenantWithQuota, uploaded } from "./testing";

async function stored(actor: Actor, request: Partial<UploadRequest> & { bytes?: Uint8Array } = {}) {
  const ticket = await uploaded(actor, { size: 64, ...request });
  return { ...ticket, view: await confirmUpload(actor, ticket.fileId) };
}

describe("downloading", () => {
  it("gives a presigned GET that serves the same bytes with the recorded type and name", async () => {
    const tenant = await tenantWithQuota();
    const actor = actorIn(tenant);
    const bytes = new TextEncoder().encode("quarterly: 42\n");
    const file = await stored(actor, { bytes, size: bytes.byteLength, name: "Отчёт.txt", contentType: "text/plain" });

    const { url, expiresAt } = await fileDownloadUrl(actorIn(tenant), file.fileId);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect(response.headers.get("content-type")).toBe("text/plain");
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="_____.txt"; filename*=UTF-8''${encodeURIComponent("Отчёт.txt")}`,
    );
  });

  it("keeps HR documents to their owner, uploader and admins", async () => {
    const tenant = await tenantWithQuota();
    const admin = actorIn(tenant, "admin");
    const employee = actorIn(tenant);
    const doc = await stored(admin, { module: "hr", owner: { type: "user", id: employee.userId } });
    await expect(fileDownloadUrl(employee, doc.fileId)).resolves.toHaveProperty("url");
    await expect(fileDownloadUrl(actorIn(tenant, "admin"), doc.fileId)).resolves.toHaveProperty("url");
    await expect(fileDownloadUrl(actorIn(tenant), doc.fileId)).rejects.toMatchObject({ code: "common.no_access" });
  });

  it("finds nothing of another tenant, even for its admin", async () => {
    const file = await stored(actorIn(await tenantWithQuota()));
    const adminA = actorIn(await tenantWithQuota(), "admin");
    await expect(fileDownloadUrl(adminA, file.fileId)).rejects.toMatchObject({ code: "files.not_found", status: 404 });
  });
});

describe("a user's files", () => {
  it("lists what the user owns, newest first, by module, to that user or an admin", async () => {
    const tenant = await tenantWithQuota();
    const admin = actorIn(tenant, "admin");
    const employee = actorIn(tenant);
    const owner = { type: "user", id: employee.userId } as const;
    const hr1 = await stored(admin, { module: "hr", owner, name: "contract.pdf" });
    const hr2 = await stored(admin, { module: "hr", owner, name: "passport.pdf" });
    const avatar = await stored(employee, { module: "profile", name: "me.png" });
    await stored(actorIn(tenant), { module: "hr" }); // someone else's

    const hr = await listUserFiles(employee, employee.userId, { module: "hr", limit: 50 });
    expect(hr.items.map((item) => item._id)).toEqual([hr2.fileId, hr1.fileId]);
    expect(hr.items[0]).toMatchObject({ name: "passport.pdf", owner, uploadedBy: admin.userId, size: 64 });
    expect(hr.cursor).toBeNull();

    const all = await listUserFiles(admin, employee.userId, { limit: 50 });
    expect(all.items.map((item) => item._id).sort()).toEqual([hr1.fileId, hr2.fileId, avatar.fileId].sort());

    const page = await listUserFiles(admin, employee.userId, { module: "hr", limit: 1 });
    expect(page.items.map((item) => item._id)).toEqual([hr2.fileId]);
    const next = await listUserFiles(admin, employee.userId, { module: "hr", limit: 1, cursor: page.cursor! });
    expect(next.items.map((item) => item._id)).toEqual([hr1.fileId]);

    await expect(listUserFiles(actorIn(tenant), employee.userId, { limit: 50 })).rejects.toMatchObject({
      code: "common.no_access",
    });
  });

  it("lets an HR officer file, list, read and delete a person's HR documents, and nothing else of theirs", async () => {
    const tenant = await tenantWithQuota();
    const hr = actorIn(tenant, "hr");
    const employee = actorIn(tenant);
    const owner = { type: "user", id: employee.userId } as const;
    const contract = await stored(hr, { module: "hr", owner, name: "contract.pdf" });
    await stored(employee, { module: "profile", name: "me.png" });

    const listed = await listUserFiles(hr, employee.userId, { module: "hr", limit: 50 });
    expect(listed.items.map((item) => item._id)).toEqual([contract.fileId]);
    await expect(fileDownloadUrl(actorIn(tenant, "hr"), contract.fileId)).resolves.toHaveProperty("url");
    await expect(listUserFiles(hr, employee.userId, { limit: 50 })).rejects.toMatchObject({ code: "common.no_access" });
    await expect(uploaded(hr, { module: "common", owner })).rejects.toMatchObject({ code: "common.no_access" });
    await expect(deleteUserFile(actorIn(tenant, "hr"), employee.userId, contract.fileId)).resolves.toMatchObject({
      deleted: true,
    });
  });

  it("shows an admin of another tenant nothing", async () => {
    const tenantB = await tenantWithQuota();
    const employee = actorIn(tenantB);
    await stored(employee);
    const adminA = actorIn(await tenantWithQuota(), "admin");
    expect((await listUserFiles(adminA, employee.userId, { limit: 50 })).items).toEqual([]);
  });
});
