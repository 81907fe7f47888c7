import { describe, expect, it } from "vitest";
import { MB, limits } from "@intranet/contracts";
import { db } from "./entities";
import { requestUpload } from "./request-upload";
import { tokenFor } from "../testing/actors";
import { actorIn, counters, tenantWithQuota } from "./testing";

const request = { name: "plan.pdf", contentType: "application/pdf", size: 1234 } as const;

describe("asking for an upload", () => {
  it("hands out a POST for a tenant-scoped key with the module's size range, and remembers it as pending", async () => {
    const tenant = await tenantWithQuota();
    const actor = actorIn(tenant);
    const ticket = await requestUpload(actor, { ...request, module: "posts" });

    expect(ticket.key).toBe(`${tenant}/posts/${ticket.fileId}/plan.pdf`);
    expect(ticket.maxBytes).toBe(20 * MB);
    expect(ticket.fields.key).toBe(ticket.key);
    expect(ticket.fields["Content-Type"]).toBe("application/pdf");
    const policy = JSON.parse(Buffer.from(ticket.fields.Policy!, "base64").toString("utf8")) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ["content-length-range", 1, 20 * MB],
        ["eq", "$Content-Type", "application/pdf"],
        { key: ticket.key },
      ]),
    );
    expect(Date.parse(ticket.expiresAt)).toBe(Date.parse(policy.expiration));
    expect(Date.parse(ticket.expiresAt) - Date.now()).toBeGreaterThan(25 * 60 * 1000);

    const { data: pending } = await db().entities.fileUpload.get({ clientId: tenant, fileId: ticket.fileId }).go();
    expect(pending).toMatchObject({
      key: ticket.key,
      declaredSize: 1234,
      maxBytes: 20 * MB,
      module: "posts",
      ownerType: "user",
      ownerId: actor.userId,
      uploadedBy: actor.userId,
    });
    expect(pending!.expiresAt - Date.now() / 1000).toBeGreaterThan(55 * 60);
    expect(pending!.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(60 * 60);
    // Nothing is counted before the confirm.
    expect(await counters(tenant)).toEqual({ storageUsedBytes: 0, filesCount: 0 });
  });

  it("allows 250 MB for other modules and sanitises the name in the key", async () => {
    const tenant = await tenantWithQuota(limits.uploadMaxBytes * 2);
    const ticket = await requestUpload(actorIn(tenant), {
      ...request,
      module: "common",
      name: "../secret/отчёт?.pdf",
      size: limits.uploadMaxBytes,
    });
    expect(ticket.maxBytes).toBe(250 * MB);
    expect(ticket.key).toBe(`${tenant}/common/${ticket.fileId}/_secret_отчёт_.pdf`);
  });

  it("refuses a declared size over the module limit at once", async () => {
    const actor = actorIn(await tenantWithQuota(limits.uploadMaxBytes * 4));
    await expect(requestUpload(actor, { ...request, module: "posts", size: 20 * MB + 1 })).rejects.toMatchObject({
      code: "files.attachment_too_big",
      status: 413,
      message: "Files above 20 MB cannot be attached",
    });
    await expect(requestUpload(actor, { ...request, module: "posts", size: 20 * MB })).resolves.toBeTruthy();
    await expect(requestUpload(actor, { ...request, module: "hr", size: 250 * MB + 1 })).rejects.toMatchObject({
      code: "files.too_big",
      status: 413,
      message: "File size too big",
    });
  });

  it("refuses a declared size over the remaining quota with human sizes", async () => {
    const tenant = await tenantWithQuota(1.5 * MB);
    await db().entities.client.patch({ clientId: tenant }).set({ storageUsedBytes: MB }).go();
    const error = await requestUpload(actorIn(tenant), { ...request, module: "common", size: MB }).catch((e) => e);
    expect(error).toMatchObject({
      code: "files.storage_limit",
      status: 413,
      message: "Storage limit reached (1.5 MB), available 512 KB",
      details: { fileSize: MB, limitBytes: 1.5 * MB, usedBytes: MB, availableBytes: 0.5 * MB },
    });
    await expect(
      requestUpload(actorIn(tenant), { ...request, module: "common", size: 0.5 * MB }),
    ).resolves.toBeTruthy();
  });

  it("lets only admins file a document under another user; HR files belong to a user", async () => {
    const tenant = await tenantWithQuota();
    // The owner must now be a real user of the tenant (it used to be a made-up "SOMEONE", which
    // is the defect fixed in owners.ts: an owner that does not exist is refused).
    const owner = { type: "user", id: (await tokenFor({ role: "employee", tenantId: tenant })).userId } as const;
    await expect(requestUpload(actorIn(tenant), { ...request, module: "hr", owner })).rejects.toMatchObject({
      code: "common.no_access",
    });
    const ticket = await requestUpload(actorIn(tenant, "admin"), { ...request, module: "hr", owner });
    const { data } = await db().entities.fileUpload.get({ clientId: tenant, fileId: ticket.fileId }).go();
    expect([data?.ownerType, data?.ownerId]).toEqual(["user", owner.id]);
    await expect(
      requestUpload(actorIn(tenant, "admin"), { ...request, module: "hr", owner: { type: "post", id: "P1" } }),
    ).rejects.toMatchObject({ code: "common.validation" });
  });

  it("needs a tenant: a superadmin outside any workspace is refused", async () => {
    const superadmin = { userId: "S", tenantId: null, homeTenantId: null, roles: ["superadmin" as const], rights: [] };
    await expect(requestUpload(superadmin, { ...request, module: "common" })).rejects.toMatchObject({
      code: "common.wrong_client",
    });
  });
});
