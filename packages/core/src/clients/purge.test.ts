import { beforeEach, describe, expect, it } from "vitest";
import { HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import type { ClientCreated } from "@intranet/contracts";
import type { MailMessage } from "../mail";
import { dynamo } from "../db";
import { db } from "./entities";
import type { DomainEvent } from "../events";
import "../realtime"; // the test writes connection items: load the module that registers them
import { config, newId } from "../platform";
import { s3 } from "../platform/s3";
import { tokenFor } from "../testing/actors";
import { createUser } from "../users";
import { createClient } from "./create";
import { listClients } from "./list";
import { clientIdByWorkspace } from "./lookup";
import { purgeClient } from "./purge";
import { CLIENT_PURGE_REQUESTED, requestClientPurge } from "./purge-request";
import { captureEvents, captureMail, clientBody, member, refusal, superadmin } from "./test-support";
import { clientKey } from "./write";

let events: DomainEvent[];
let mail: MailMessage[];
beforeEach(() => {
  events = captureEvents();
  mail = captureMail();
});

const put = (key: string) =>
  s3().send(new PutObjectCommand({ Bucket: config.bucketName(), Key: key, Body: `body of ${key}` }));
const exists = (key: string) =>
  s3()
    .send(new HeadObjectCommand({ Bucket: config.bucketName(), Key: key }))
    .then(
      () => true,
      (error: { $metadata?: { httpStatusCode?: number } }) => {
        if (error.$metadata?.httpStatusCode === 404) return false;
        throw error;
      },
    );

/** Every item still naming the tenant: in its partitions, or by its clientId attribute. */
async function itemsOf(clientId: string) {
  const root = clientKey(clientId).pk!;
  const found: Array<Record<string, unknown>> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: config.tableName(),
        ConsistentRead: true,
        FilterExpression: "pk = :root OR begins_with(pk, :below) OR clientId = :id",
        ExpressionAttributeValues: { ":root": root, ":below": `${root}#`, ":id": clientId },
        ExclusiveStartKey: start,
      }),
    );
    found.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

/** A tenant with an admin (invited: a reset token), an employee with a session, a connection and files. */
async function populatedTenant() {
  const created: ClientCreated = await createClient(superadmin, clientBody());
  const clientId = created.client._id;
  const employee = await tokenFor({ tenantId: clientId });
  await db()
    .entities.connection.put({
      clientId,
      userId: employee.userId,
      connectionId: `c-${newId()}`,
      connectedAt: Date.now(),
      expiresAt: Math.floor(Date.now() / 1000) + 600,
    })
    .go();
  const files = [`${clientId}/x`, `${clientId}/posts/${newId()}/report.pdf`];
  for (const key of files) await put(key);
  return { ...created, clientId, employee, files };
}

describe("full deletion of a client", () => {
  it("marks the client deleting at once and publishes the purge; only superadmins may ask", async () => {
    const { clientId, employee } = await populatedTenant();
    expect(await refusal(() => requestClientPurge(member(clientId, "admin"), clientId))).toBe("common.no_access");
    // Only the purge's own events (creating the tenant's people published user.changed for search).
    const purges = () => events.filter((event) => event.type === CLIENT_PURGE_REQUESTED);
    expect(purges()).toEqual([]);

    expect(await requestClientPurge(superadmin, clientId)).toEqual({ status: "deleting" });
    expect(purges()).toEqual([{ type: CLIENT_PURGE_REQUESTED, tenantId: clientId, detail: { clientId } }]);
    expect((await db().entities.client.get({ clientId }).go()).data?.status).toBe("deleting");
    expect((await listClients(superadmin)).map((client) => client._id)).not.toContain(clientId);
    expect(employee.tenantId).toBe(clientId);
    expect(await refusal(() => requestClientPurge(superadmin, newId()))).toBe("clients.not_found");
    expect(await refusal(() => requestClientPurge(superadmin, "$platform"))).toBe("clients.not_found");
  });

  it("deletes every item, guard and file of the tenant, and nothing of another", async () => {
    const doomed = await populatedTenant();
    const kept = await populatedTenant();
    const lookalike = `${doomed.clientId}x/file`; // shares the id as a prefix, not the folder
    await put(lookalike);
    expect(mail.map((message) => message.to)).toContain(doomed.admin.email);
    const before = await itemsOf(doomed.clientId);
    // In its partitions: client, admin, employee, session, connection, the journal's entry of its
    // creation, the admin's pending invitation; elsewhere, naming it: the workspace guard, the
    // admin's email and login guards, the invitation's reset token.
    expect(before.map((item) => item.__edb_e__).sort()).toEqual([
      "client",
      "connection",
      "invitation",
      "journalEntry",
      "reset_token",
      "session",
      "unique",
      "unique",
      "unique",
      "user",
      "user",
    ]);
    const keptBefore = await itemsOf(kept.clientId);

    await requestClientPurge(superadmin, doomed.clientId);
    const outcome = await purgeClient(doomed.clientId);
    expect(outcome).toEqual({ outcome: "purged", items: before.length - 1, files: 2 });

    expect(await itemsOf(doomed.clientId)).toEqual([]);
    expect((await db().entities.client.get({ clientId: doomed.clientId }).go()).data).toBeNull();
    expect(
      (await db().entities.user.get({ clientId: doomed.clientId, userId: doomed.admin._id }).go()).data,
    ).toBeNull();
    expect(
      (
        await db()
          .entities.session.get({
            clientId: doomed.clientId,
            userId: doomed.employee.userId,
            sessionId: doomed.employee.sessionId,
          })
          .go()
      ).data,
    ).toBeNull();
    expect(await clientIdByWorkspace(doomed.client.workspace)).toBeUndefined();
    for (const key of doomed.files) expect(await exists(key)).toBe(false);
    // The admin's email and login are free again: someone can be registered with them.
    const again = await createUser({
      clientId: newId(),
      firstName: "New",
      lastName: "Owner",
      email: doomed.admin.email,
      roles: ["employee"],
      rights: [],
    });
    expect(again.user.email).toBe(doomed.admin.email);

    expect(await itemsOf(kept.clientId)).toEqual(keptBefore);
    for (const key of [...kept.files, lookalike]) expect(await exists(key)).toBe(true);
    expect(await clientIdByWorkspace(kept.client.workspace)).toBe(kept.clientId);

    // Delivered again (at least once): nothing left to do, nothing else touched.
    expect(await purgeClient(doomed.clientId)).toEqual({ outcome: "skipped", reason: "absent" });
    // …and the workspace can be taken by a new client.
    const reused = clientBody({ workspace: doomed.client.workspace });
    reused.admin.email = `next.${newId().toLowerCase()}@example.test`;
    expect((await createClient(superadmin, reused)).client.workspace).toBe(doomed.client.workspace);
  });

  it("never purges a client that was not marked for deletion", async () => {
    const { clientId, files } = await populatedTenant();
    const before = await itemsOf(clientId);
    expect(await purgeClient(clientId)).toEqual({ outcome: "skipped", reason: "not_requested" });
    expect(await itemsOf(clientId)).toEqual(before);
    expect(await exists(files[0]!)).toBe(true);
  });

  it("records a failure on the client, keeps it deleting, and finishes on a retry", async () => {
    const { clientId, files } = await populatedTenant();
    await requestClientPurge(superadmin, clientId);
    const broken = {
      deleteFiles: async () => {
        throw new Error("S3 is down");
      },
      deleteItems: async () => 0,
    };
    await expect(purgeClient(clientId, broken)).rejects.toThrow("S3 is down");
    const failed = (await db().entities.client.get({ clientId }).go()).data;
    expect(failed).toMatchObject({ status: "deleting", purgeError: "clients.data_delete_error" });
    expect(await exists(files[0]!)).toBe(true);

    await requestClientPurge(superadmin, clientId); // asking again clears the error and republishes
    expect((await db().entities.client.get({ clientId }).go()).data?.purgeError).toBeUndefined();
    expect(events.filter((event) => event.tenantId === clientId && event.type === CLIENT_PURGE_REQUESTED)).toHaveLength(
      2,
    );
    expect((await purgeClient(clientId)).outcome).toBe("purged");
    expect(await itemsOf(clientId)).toEqual([]);
    expect(await exists(files[0]!)).toBe(false);
  });
});
