import { describe, expect, it } from "vitest";
import { MB, type FileView, type UploadTicket } from "@intranet/contracts";
import { db } from "@intranet/core/db";
import { bytesOf, counters, objectExists, withBucket } from "@intranet/core/files/testing";
import { newId } from "@intranet/core/platform";
import { useTestApi, type CallResult } from "../testing/api";
import { ensureTestTenant, tokenFor, type TestActor } from "../testing/tokens";

const api = useTestApi();

type Member = TestActor & { clientId: string };

async function tenant(storageLimitBytes = 50 * MB) {
  const clientId = await ensureTestTenant(newId(), { storageLimitBytes });
  const member = async (role: "employee" | "admin" = "employee"): Promise<Member> => ({
    ...(await tokenFor({ role, tenantId: clientId })),
    clientId,
  });
  return { clientId, member };
}

const as = (who: Member) => ({ token: who.token, clientId: who.clientId });

function expectError(response: CallResult, status: number, code: string) {
  expect([response.status, response.body?.error?.code]).toEqual([status, code]);
}

/** POST /api/upload, expecting the ticket. */
async function ask(who: Member, body: Record<string, unknown>): Promise<UploadTicket> {
  const response = await api.call("POST", "/api/upload", { ...as(who), body });
  expect(response.status, response.text).toBe(201);
  return response.body as UploadTicket;
}

/** What the browser does with the ticket: fields first, the file last, straight to S3. */
async function postToS3(ticket: UploadTicket, bytes: Uint8Array, contentType: string, fileName = "upload.bin") {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append("file", new Blob([bytes], { type: contentType }), fileName);
  const response = await fetch(ticket.url, { method: "POST", body: form });
  expect(response.status, await response.text()).toBe(204);
}

const confirm = (who: Member, fileId: string) =>
  api.call("POST", "/api/upload/confirm", { ...as(who), body: { fileId } });

/** Asks, uploads `bytes` (declared as `declared` bytes) and confirms; answers the confirm response. */
async function upload(
  who: Member,
  bytes: Uint8Array,
  options: { module?: string; declared?: number; name?: string; contentType?: string; owner?: object } = {},
) {
  const contentType = options.contentType ?? "application/octet-stream";
  const ticket = await ask(who, {
    module: options.module ?? "common",
    name: options.name ?? "data.bin",
    contentType,
    size: options.declared ?? bytes.byteLength,
    ...(options.owner ? { owner: options.owner } : {}),
  });
  await postToS3(ticket, bytes, contentType);
  return { ticket, confirmed: await confirm(who, ticket.fileId) };
}

async function stored(who: Member, size = 1000, options: Parameters<typeof upload>[2] = {}): Promise<FileView> {
  const { confirmed } = await upload(who, bytesOf(size), options);
  expect(confirmed.status, confirmed.text).toBe(200);
  return confirmed.body as FileView;
}

const recordExists = async (clientId: string, fileId: string) =>
  (await db().entities.file.get({ clientId, fileId }).go()).data !== null;

describe("upload, confirm, download", () => {
  it("uploads to S3 with the presigned POST, records the real size, counts it exactly and serves the same bytes", async () => {
    const { clientId, member } = await tenant();
    const employee = await member();
    const bytes = bytesOf(300 * 1024 + 17, 3);
    const { ticket, confirmed } = await upload(employee, bytes, {
      declared: 1000, // the client lied; the confirm measures
      name: "Q3 report.pdf",
      contentType: "application/pdf",
    });

    expect(ticket.key).toBe(`${clientId}/common/${ticket.fileId}/Q3 report.pdf`);
    expect(ticket.maxBytes).toBe(250 * MB);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      _id: ticket.fileId,
      name: "Q3 report.pdf",
      contentType: "application/pdf",
      size: bytes.byteLength,
      module: "common",
      key: ticket.key,
      owner: { type: "user", id: employee.userId },
      uploadedBy: employee.userId,
    });
    expect(await counters(clientId)).toEqual({ storageUsedBytes: bytes.byteLength, filesCount: 1 });

    const link = await api.call("GET", `/api/files/${ticket.fileId}/url`, as(await member()));
    expect(link.status).toBe(200);
    expect(Date.parse(link.body.expiresAt)).toBeGreaterThan(Date.now());
    const download = await fetch(link.body.url);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it("gives post attachments a 20 MB range and refuses a bigger declared size at once", async () => {
    const { member } = await tenant();
    const employee = await member();
    const ticket = await ask(employee, { module: "posts", name: "a.png", contentType: "image/png", size: 10 });
    expect(ticket.maxBytes).toBe(20 * MB);
    const policy = JSON.parse(Buffer.from(ticket.fields.Policy!, "base64").toString("utf8"));
    expect(policy.conditions).toContainEqual(["content-length-range", 1, 20 * MB]);

    const tooBig = await api.call("POST", "/api/upload", {
      ...as(employee),
      body: { module: "posts", name: "a.png", contentType: "image/png", size: 20 * MB + 1 },
    });
    expectError(tooBig, 413, "files.attachment_too_big");
    expect(tooBig.body.error.message).toBe("Files above 20 MB cannot be attached");
    const huge = await api.call("POST", "/api/upload", {
      ...as(employee),
      body: { module: "common", name: "a.iso", contentType: "application/octet-stream", size: 250 * MB + 1 },
    });
    expectError(huge, 413, "files.too_big");
  });

  it("refuses at confirm an object over the module limit and leaves nothing behind", async () => {
    const { clientId, member } = await tenant(100 * MB);
    const employee = await member();
    // s3rver does not enforce the POST policy, so the 20 MB + 1 bytes do land in the bucket.
    const { ticket, confirmed } = await upload(employee, bytesOf(20 * MB + 1), { module: "posts", declared: 1024 });
    expectError(confirmed, 413, "files.attachment_too_big");
    expect(await objectExists(clientId, ticket.key)).toBe(false);
    expect(await recordExists(clientId, ticket.fileId)).toBe(false);
    expect(await counters(clientId)).toEqual({ storageUsedBytes: 0, filesCount: 0 });
    expectError(await confirm(employee, ticket.fileId), 404, "files.not_found");
  });

  it("refuses over the quota with the catalogue message, when asking and at confirm", async () => {
    const { clientId, member } = await tenant(10 * 1024);
    const employee = await member();
    await stored(employee, 6 * 1024);

    const asked = await api.call("POST", "/api/upload", {
      ...as(employee),
      body: { module: "common", name: "b.bin", contentType: "application/octet-stream", size: 5 * 1024 },
    });
    expectError(asked, 413, "files.storage_limit");
    expect(asked.body.error.message).toBe("Storage limit reached (10 KB), available 4 KB");

    const { ticket, confirmed } = await upload(employee, bytesOf(5 * 1024), { declared: 100 });
    expectError(confirmed, 413, "files.storage_limit");
    expect(confirmed.body.error.message).toMatch(/^Storage limit reached \(10 KB\), available 4 KB$/);
    expect(confirmed.body.error.details).toMatchObject({ fileSize: 5 * 1024, availableBytes: 4 * 1024 });
    expect(await objectExists(clientId, ticket.key)).toBe(false);
    expect(await recordExists(clientId, ticket.fileId)).toBe(false);
    expect(await counters(clientId)).toEqual({ storageUsedBytes: 6 * 1024, filesCount: 1 });
  });

  it("never lets parallel confirms exceed the limit", async () => {
    const { clientId, member } = await tenant(1000);
    const employees = await Promise.all(Array.from({ length: 6 }, () => member()));
    const tickets = await Promise.all(
      employees.map(async (employee) => {
        const ticket = await ask(employee, { module: "common", name: "p.bin", contentType: "text/plain", size: 400 });
        await postToS3(ticket, bytesOf(400), "text/plain");
        return ticket;
      }),
    );
    const responses = await Promise.all(tickets.map((ticket, i) => confirm(employees[i]!, ticket.fileId)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 413, 413, 413, 413]);
    for (const response of responses.filter((r) => r.status === 413))
      expect(response.body.error.code).toBe("files.storage_limit");
    expect(await counters(clientId)).toEqual({ storageUsedBytes: 800, filesCount: 2 });
  });

  it("counts a double confirm and a double delete once", async () => {
    const { clientId, member } = await tenant();
    const employee = await member();
    const { ticket, confirmed } = await upload(employee, bytesOf(777));
    const again = await confirm(employee, ticket.fileId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ _id: confirmed.body._id, createdAt: confirmed.body.createdAt, size: 777 });
    expect(await counters(clientId)).toEqual({ storageUsedBytes: 777, filesCount: 1 });

    const first = await api.call("POST", "/api/del_file", { ...as(employee), body: { fileId: ticket.fileId } });
    expect([first.status, first.body]).toEqual([200, { fileId: ticket.fileId, deleted: true }]);
    expectError(
      await api.call("POST", "/api/del_file", { ...as(employee), body: { fileId: ticket.fileId } }),
      404,
      "files.not_found",
    );
    expect(await counters(clientId)).toEqual({ storageUsedBytes: 0, filesCount: 0 });
    expect(await objectExists(clientId, ticket.key)).toBe(false);
    expectError(await api.call("GET", `/api/files/${ticket.fileId}/url`, as(employee)), 404, "files.not_found");
  });
});

describe("deleting", () => {
  it("lets only the uploader or an admin delete a file", async () => {
    const { clientId, member } = await tenant();
    const owner = await member();
    const file = await stored(owner, 500);
    const colleague = await member();

    expectError(
      await api.call("POST", "/api/del_file", { ...as(colleague), body: { fileId: file._id } }),
      403,
      "common.no_access",
    );
    expectError(
      await api.call("DELETE", `/api/user/${owner.userId}/file/${file._id}`, as(colleague)),
      403,
      "common.no_access",
    );
    expect(await objectExists(clientId, file.key)).toBe(true);
    expect(await counters(clientId)).toEqual({ storageUsedBytes: 500, filesCount: 1 });

    const admin = await member("admin");
    const removed = await api.call("POST", "/api/del_file", { ...as(admin), body: { fileId: file._id } });
    expect(removed.status).toBe(200);
    expect(await counters(clientId)).toEqual({ storageUsedBytes: 0, filesCount: 0 });
  });

  it("answers 500 with the catalogue message when storage refuses, and changes nothing", async () => {
    const { clientId, member } = await tenant();
    const employee = await member();
    const file = await stored(employee, 640);
    const response = await withBucket("intranet-no-such-bucket", () =>
      api.call("POST", "/api/del_file", { ...as(employee), body: { fileId: file._id } }),
    );
    expectError(response, 500, "files.delete_error");
    expect(response.body.error.message).toBe("Error on deleting file");
    expect(await recordExists(clientId, file._id)).toBe(true);
    expect(await counters(clientId)).toEqual({ storageUsedBytes: 640, filesCount: 1 });
  });

  it("removes a user's own file through /api/user/{id}/file/{fileId}", async () => {
    const { clientId, member } = await tenant();
    const employee = await member();
    const file = await stored(employee, 321);
    const response = await api.call("DELETE", `/api/user/${employee.userId}/file/${file._id}`, as(employee));
    expect([response.status, response.body]).toEqual([200, { fileId: file._id, deleted: true }]);
    expect(await objectExists(clientId, file.key)).toBe(false);
    expect(await counters(clientId)).toEqual({ storageUsedBytes: 0, filesCount: 0 });
  });

  it("deletes in bulk for admins and reports each id", async () => {
    const { clientId, member } = await tenant();
    const employee = await member();
    const [a, b] = [await stored(employee, 100), await stored(employee, 200)];
    const missing = newId();
    const response = await api.call("POST", "/api/del_minio_files", {
      ...as(await member("admin")),
      body: { fileIds: [a._id, missing, b._id, a._id] },
    });
    expect(response.status).toBe(200);
    expect(response.body.deleted.sort()).toEqual([a._id, b._id].sort());
    expect(response.body.failed).toEqual([
      { fileId: missing, code: "files.not_found", message: "File not found or deleted" },
    ]);
    expect(await counters(clientId)).toEqual({ storageUsedBytes: 0, filesCount: 0 });
    expect([await objectExists(clientId, a.key), await objectExists(clientId, b.key)]).toEqual([false, false]);
  });
});

describe("tenant isolation", () => {
  it("gives tenant A's admin 404 for tenant B's file on download, delete, bulk delete and user file delete", async () => {
    const b = await tenant();
    const ownerB = await b.member();
    const file = await stored(ownerB, 2048, { module: "hr", owner: { type: "user", id: ownerB.userId } });
    const adminA = await (await tenant()).member("admin");

    expectError(await api.call("GET", `/api/files/${file._id}/url`, as(adminA)), 404, "files.not_found");
    expectError(
      await api.call("POST", "/api/del_file", { ...as(adminA), body: { fileId: file._id } }),
      404,
      "files.not_found",
    );
    const bulk = await api.call("POST", "/api/del_minio_files", { ...as(adminA), body: { fileIds: [file._id] } });
    expectError(bulk, 404, "files.not_found");
    expect(bulk.body.error.details).toEqual({
      deleted: [],
      failed: [{ fileId: file._id, code: "files.not_found", message: "File not found or deleted" }],
    });
    expectError(
      await api.call("DELETE", `/api/user/${ownerB.userId}/file/${file._id}`, as(adminA)),
      404,
      "files.not_found",
    );
    const listed = await api.call("GET", `/api/user/${ownerB.userId}/files`, as(adminA));
    expect([listed.status, listed.body]).toEqual([200, { items: [], cursor: null }]);
    expectError(await confirm(adminA, file._id), 404, "files.not_found");
    // Naming tenant B in the header is refused before anything is looked up.
    expectError(
      await api.call("GET", `/api/files/${file._id}/url`, { token: adminA.token, clientId: b.clientId }),
      403,
      "common.wrong_client",
    );

    expect(await objectExists(b.clientId, file.key)).toBe(true);
    expect(await recordExists(b.clientId, file._id)).toBe(true);
    expect(await counters(b.clientId)).toEqual({ storageUsedBytes: 2048, filesCount: 1 });
  });
});

describe("a user's HR files", () => {
  it("are listed to that user and admins, and downloadable only by them", async () => {
    const { member } = await tenant();
    const admin = await member("admin");
    const employee = await member();
    const colleague = await member();
    const owner = { type: "user", id: employee.userId };
    const contract = await stored(admin, 100, { module: "hr", owner, name: "contract.pdf" });
    await stored(employee, 100, { module: "profile", name: "me.png" });

    const own = await api.call("GET", `/api/user/${employee.userId}/files?module=hr`, as(employee));
    expect(own.status).toBe(200);
    expect(own.body.items.map((item: FileView) => [item._id, item.name, item.uploadedBy])).toEqual([
      [contract._id, "contract.pdf", admin.userId],
    ]);
    const all = await api.call("GET", `/api/user/${employee.userId}/files`, as(admin));
    expect(all.body.items).toHaveLength(2);

    expectError(await api.call("GET", `/api/user/${employee.userId}/files`, as(colleague)), 403, "common.no_access");
    expectError(await api.call("GET", `/api/files/${contract._id}/url`, as(colleague)), 403, "common.no_access");
    expect((await api.call("GET", `/api/files/${contract._id}/url`, as(employee))).status).toBe(200);
  });

  it("can only be filed under another user by an admin", async () => {
    const { member } = await tenant();
    const employee = await member();
    const response = await api.call("POST", "/api/upload", {
      ...as(employee),
      body: {
        module: "hr",
        name: "x.pdf",
        contentType: "application/pdf",
        size: 10,
        owner: { type: "user", id: (await member()).userId },
      },
    });
    expectError(response, 403, "common.no_access");
  });
});

describe("input rules", () => {
  it("refuses an unknown module, a bad content type, a bad file id and an empty id list", async () => {
    const { member } = await tenant();
    const admin = await member("admin");
    const bad = [
      ["POST", "/api/upload", { module: "nope", name: "a", contentType: "text/plain", size: 1 }],
      ["POST", "/api/upload", { module: "common", name: "a", contentType: "text plain", size: 1 }],
      ["POST", "/api/upload", { module: "common", name: "", contentType: "text/plain", size: 1 }],
      ["POST", "/api/upload", { module: "common", name: "a", contentType: "text/plain", size: 1.5 }],
      ["POST", "/api/upload/confirm", { fileId: "../../etc" }],
      ["POST", "/api/del_minio_files", { fileIds: [] }],
    ] as const;
    for (const [method, path, body] of bad)
      expectError(await api.call(method, path, { ...as(admin), body }), 400, "common.validation");
    expectError(await api.call("GET", "/api/files/not-a-ulid/url", as(admin)), 400, "common.validation");
  });
});
