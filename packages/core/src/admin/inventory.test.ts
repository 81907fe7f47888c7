import { beforeEach, describe, expect, it } from "vitest";
import type { FilesDeleted } from "@intranet/contracts";
import { refusal } from "../clients/test-support";
import { confirmUpload } from "../files";
import { counters, objectExists, uploaded } from "../files/testing";
import { attachment, post, wallTenant } from "../posts/test-support";
import { newId } from "../platform";
import { type ScheduleSpec, useScheduler } from "../scheduler";
import { member } from "../users/test-support";
import { ensureTestTenant } from "../testing/actors";
import { db } from "./entities";
import type { Collections } from "./collections";
import { deleteCollectionData, requestCollectionDeletion } from "./collection-delete";
import { deleteHangedFiles, listHangedFiles } from "./hanged-files";
import { dataInventory, takeInventory } from "./inventory";
import { listJournal } from "./journal-read";

const collections: Collections = [
  {
    module: "posts",
    name: "posts",
    entities: ["post", "postComment", "postFeedEntry", "postLike", "postSeenMark", "postView"],
    fileModules: ["posts"],
    deletable: true,
  },
  { module: "users", name: "users", entities: ["user", "follow", "pinBoard"], deletable: false },
];

/** A stored file as if uploaded two days ago (an inventory leaves the last day's uploads alone). */
async function ageFile(clientId: string, fileId: string): Promise<void> {
  const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000).toISOString();
  await db().entities.file.patch({ clientId, fileId }).set({ createdAt: twoDaysAgo }).go();
}

describe("the company's inventory", () => {
  it("counts items by collection and files by module, and lists the files nothing names", async () => {
    const { tenantId, admin, people } = await wallTenant(1);
    const author = people[0]!;
    const kept = await attachment(author.actor);
    await post(author.actor, { attachments: [kept._id] });
    const orphan = await attachment(author.actor, { size: 512 }); // uploaded, never posted
    const fresh = await attachment(author.actor, { size: 256 }); // the same, but today: maybe on its way
    for (const file of [kept, orphan]) await ageFile(tenantId, file._id);

    const runId = newId();
    const measures = await takeInventory(tenantId, runId);
    expect(measures).toMatchObject({ files: 3, unreferenced: 1 });

    const view = await dataInventory(admin.actor, tenantId, collections);
    expect(view.inventory).toMatchObject({ runId, unreferenced: { count: 1, bytes: 512 } });
    const byName = Object.fromEntries(view.inventory!.collections.map((entry) => [entry.name, entry]));
    expect(byName.posts).toMatchObject({ items: expect.any(Number), deletable: true });
    expect(byName.posts!.items).toBeGreaterThanOrEqual(1);
    expect(byName.users!.items).toBe(2);
    expect(view.inventory!.files).toEqual([{ module: "posts", count: 3, bytes: 2048 + 512 + 256 }]);
    expect(view.storage.filesCount).toBe(3);

    const page = await listHangedFiles(admin.actor, tenantId, {});
    expect(page.files.map((file) => [file.fileId, file.size, file.uploadedBy.firstName])).toEqual([
      [orphan._id, 512, "Person0"],
    ]);
    expect(page.files.some((file) => file.fileId === fresh._id || file.fileId === kept._id)).toBe(false);

    // Only files on the list are deleted: a referenced one refuses the whole request.
    expect(await refusal(() => deleteHangedFiles(admin.actor, tenantId, [orphan._id, kept._id]))).toBe(
      "admin.file_not_unreferenced",
    );
    expect(await counters(tenantId)).toMatchObject({ filesCount: 3 });
    const report: FilesDeleted = await deleteHangedFiles(admin.actor, tenantId, [orphan._id]);
    expect(report).toEqual({ deleted: [orphan._id], failed: [] });
    expect(await counters(tenantId)).toEqual({ storageUsedBytes: 2048 + 256, filesCount: 2 });
    expect((await listHangedFiles(admin.actor, tenantId, {})).files).toEqual([]);
    expect((await dataInventory(admin.actor, tenantId, collections)).inventory!.unreferenced).toEqual({
      count: 0,
      bytes: 0,
    });
    const journal = await listJournal(admin.actor, tenantId, { limit: 5 });
    expect(journal.entries[0]).toMatchObject({ action: "files.delete", detail: "1" });

    // A second inventory replaces the first and its list.
    await takeInventory(tenantId, newId());
    expect((await db().entities.hangedFile.query.byRun({ clientId: tenantId, runId }).go()).data).toEqual([]);
  });

  it("keeps a person's HR documents while the person exists", async () => {
    const clientId = await ensureTestTenant();
    const admin = await member(clientId, { role: "admin" });
    const person = await member(clientId);
    const ticket = await uploaded(admin.actor, { module: "hr", owner: { type: "user", id: person.userId } });
    await confirmUpload(admin.actor, ticket.fileId);
    await ageFile(clientId, ticket.fileId);
    expect(await takeInventory(clientId, newId())).toMatchObject({ files: 1, unreferenced: 0 });
  });

  it("is the company's admins' and the superadmin's only", async () => {
    const clientId = await ensureTestTenant();
    const employee = await member(clientId);
    const stranger = await member(await ensureTestTenant(), { role: "admin" });
    for (const actor of [employee.actor, stranger.actor]) {
      expect(await refusal(() => dataInventory(actor, clientId, collections))).toBe("common.no_access");
      expect(await refusal(() => listHangedFiles(actor, clientId, {}))).toBe("common.no_access");
      expect(await refusal(() => deleteHangedFiles(actor, clientId, [newId()]))).toBe("common.no_access");
    }
    const admin = await member(clientId, { role: "admin" });
    expect(await dataInventory(admin.actor, clientId, collections)).toMatchObject({ inventory: null });
    expect(await listHangedFiles(admin.actor, clientId, {})).toEqual({ takenAt: null, files: [] });
  });
});

describe("deleting a collection", () => {
  const scheduled: ScheduleSpec[] = [];
  beforeEach(() => {
    scheduled.length = 0;
    useScheduler({ upsert: async (spec) => void scheduled.push(spec), remove: async () => undefined });
  });

  it("asks for the workspace's name, refuses what is kept, then deletes the items and files", async () => {
    const { tenantId, admin, people } = await wallTenant(1);
    const author = people[0]!;
    const file = await attachment(author.actor);
    await post(author.actor, { attachments: [file._id] });
    const { data: client } = await db().entities.client.get({ clientId: tenantId }).go();
    const workspace = client!.workspace;

    expect(
      await refusal(() => requestCollectionDeletion(author.actor, tenantId, collections, "posts", workspace)),
    ).toBe("common.no_access");
    expect(await refusal(() => requestCollectionDeletion(admin.actor, tenantId, collections, "posts", "nope"))).toBe(
      "admin.confirm_mismatch",
    );
    expect(await refusal(() => requestCollectionDeletion(admin.actor, tenantId, collections, "users", workspace))).toBe(
      "admin.collection_kept",
    );
    expect(await refusal(() => requestCollectionDeletion(admin.actor, tenantId, collections, "chat", workspace))).toBe(
      "admin.collection_unknown",
    );
    const run = await requestCollectionDeletion(admin.actor, tenantId, collections, "posts", workspace.toUpperCase());
    expect(run).toMatchObject({ task: "deleteCollection", collection: "posts", status: "queued" });
    expect(scheduled).toMatchObject([{ payload: { tenantId, runId: run.runId } }]);
    const journal = await listJournal(admin.actor, tenantId, { limit: 5 });
    expect(journal.entries[0]).toMatchObject({ action: "data.delete", detail: "posts" });

    const { data: stored } = await db().entities.file.get({ clientId: tenantId, fileId: file._id }).go();
    const deleted = await deleteCollectionData(tenantId, collections, "posts");
    expect(deleted.files).toBe(1);
    expect(deleted.items).toBeGreaterThanOrEqual(1);
    expect(await objectExists(tenantId, stored!.key)).toBe(false);
    expect(await counters(tenantId)).toEqual({ storageUsedBytes: 0, filesCount: 0 });
    await takeInventory(tenantId, newId());
    const view = await dataInventory(admin.actor, tenantId, collections);
    expect(view.inventory!.collections.find((entry) => entry.name === "posts")!.items).toBe(0);
    expect(view.inventory!.collections.find((entry) => entry.name === "users")!.items).toBe(2);
  });
});
