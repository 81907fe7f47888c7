import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import type { ClientCreated } from "@intranet/contracts";
import { dynamo } from "@intranet/core/db";
import { config, newId } from "@intranet/core/platform";
import { s3 } from "@intranet/core/platform/s3";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { tokenFor } from "../testing/tokens";

/**
 * The company archive (docs/company-export.md): a company with data and files is exported, then
 * deleted; the archive holds every item it had, by entity, and every file byte for byte. What the
 * company had is counted here independently (a raw Scan and the bucket's listing), not with the
 * export's own code.
 */
const api = useTestApi();

/** The company's items by entity, as the table holds them (its partitions, and guards naming it). */
async function itemsByEntity(clientId: string, workspace: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ TableName: config.tableName(), ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      const mine =
        String(item.pk).toLowerCase().includes(clientId.toLowerCase()) ||
        item.clientId === clientId ||
        item.value === workspace;
      if (mine) counts[item.__edb_e__ ?? "other"] = (counts[item.__edb_e__ ?? "other"] ?? 0) + 1;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return counts;
}

async function filesOf(clientId: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const listed = await s3().send(new ListObjectsV2Command({ Bucket: config.bucketName(), Prefix: `${clientId}/` }));
  for (const { Key } of listed.Contents ?? []) {
    if (!Key || Key.startsWith(`${clientId}/generated/`)) continue;
    const { Body } = await s3().send(new GetObjectCommand({ Bucket: config.bucketName(), Key }));
    files.set(Key.slice(clientId.length + 1), Buffer.from(await Body!.transformToByteArray()));
  }
  return files;
}

describe("the company archive", () => {
  it("holds every item and file of a company that is then deleted, secrets left out", async () => {
    const root = await tokenFor({ role: "superadmin" });
    const workspace = `exp${newId().toLowerCase().slice(-10)}`;
    const created: ClientCreated = await ok(
      api.call("POST", "/api/clients", {
        token: root.token,
        body: {
          name: "Leaving Ltd",
          workspace,
          taxId: "7707083893",
          admin: { firstName: "Lea", lastName: "Ving", email: `lea@${workspace}.test`, password: "Leaving-pass-1" },
        },
      }),
      201,
    );
    const clientId = created.client._id;
    const admin = await tokenFor({ role: "admin", tenantId: clientId });
    const as = (method: string, path: string, body?: unknown) =>
      api.call(method, path, { token: admin.token, ...(body === undefined ? {} : { body }) });
    await ok(as("POST", "/api/post", { message: "<p>We are moving on. Thank you all!</p>" }), 201);
    await ok(as("PUT", `/api/clients/${clientId}/ai`, { mission: "Leave well" }));
    await ok(
      as("PUT", `/api/clients/${clientId}/integrations`, {
        hrm: { url: "https://hr.example.test", login: "svc", password: "hrm-secret-1" },
      }),
    );
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, at) => (at * 7) % 256));
    for (const key of [`posts/${newId()}/plan.bin`, `profile/${newId()}/photo.png`])
      await s3().send(new PutObjectCommand({ Bucket: config.bucketName(), Key: `${clientId}/${key}`, Body: bytes }));

    const employee = await tokenFor({ tenantId: clientId });
    await api.bus.drain(); // what the post and the people make elsewhere (search, analytics) is the company's too
    const hadItems = await itemsByEntity(clientId, workspace);
    const hadFiles = await filesOf(clientId);
    expect(hadFiles.size).toBe(2);

    expectError(
      await api.call("POST", `/api/clients/export/${clientId}`, { token: employee.token }),
      403,
      "common.no_access",
    );
    const started = await ok(as("POST", `/api/clients/export/${clientId}`), 202);
    expect(started).toMatchObject({
      kind: "company",
      status: "running",
      fileName: `${workspace}-${new Date().toISOString().slice(0, 10)}.zip`,
    });
    await api.bus.drain();
    const done = await ok(as("GET", `/api/export/${started._id}`));
    expect(done.status).toBe("done");
    const response = await fetch(done.url);
    expect(response.headers.get("content-type")).toBe("application/zip");
    const archive = await JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));

    // Deleted: nothing of the company is left but its archive.
    await ok(api.call("DELETE", `/api/clients/${clientId}/fullDelete`, { token: root.token }), 202);
    await api.bus.drain();
    expect(await itemsByEntity(clientId, workspace)).toEqual({});

    const manifest = JSON.parse(await archive.file("manifest.json")!.async("string"));
    expect(manifest).toMatchObject({
      format: "intranet-company-export",
      version: 1,
      client: { id: clientId, workspace, name: "Leaving Ltd" },
      files: { count: 2, bytes: 2 * bytes.length },
    });
    const omitted: string[] = manifest.omitted.entities;
    // Every entity the company had, with as many items, but the secrets (sessions, reset tokens…).
    const expected = Object.fromEntries(Object.entries(hadItems).filter(([entity]) => !omitted.includes(entity)));
    // Written after the count above: the export's own record and journal entry.
    expect(manifest.entities).toEqual({ ...expected, export: 1, journalEntry: expected.journalEntry! + 1 });
    for (const [entity, count] of Object.entries(manifest.entities as Record<string, number>)) {
      const lines = (await archive.file(`data/${entity}.jsonl`)!.async("string")).trim().split("\n");
      expect(lines, entity).toHaveLength(count);
    }
    const users = (await archive.file("data/user.jsonl")!.async("string"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(users.map((user) => user.email).sort()).toEqual(
      [admin.email, employee.email, `lea@${workspace}.test`].sort(),
    );
    expect(users.every((user) => user.passwordHash === undefined && user.pk === undefined)).toBe(true);
    const text = await Promise.all(Object.values(archive.files).map((file) => file.async("string")));
    expect(text.join("\n")).not.toMatch(/hrm-secret-1|Leaving-pass-1/);
    expect(await archive.file("data/post.jsonl")!.async("string")).toContain("We are moving on");
    for (const [key, content] of hadFiles)
      expect(Buffer.compare(await archive.file(`files/${key}`)!.async("nodebuffer"), content), key).toBe(0);
  });

  it("refuses the archive of every company to anyone but the superadmin", async () => {
    // Its success is one archive per company, each a Scan of the table: not run over this shared table.
    const admin = await tokenFor({ role: "admin" });
    expectError(await api.call("POST", "/api/clients/export/all", { token: admin.token }), 403, "common.no_access");
  });
});
