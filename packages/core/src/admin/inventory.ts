import { fileKindOf, type Actor } from "@intranet/contracts";
import type { DataInventoryView } from "@intranet/contracts/admin";
import { loadClient, requireAdminOf, tenantItemPages, usageOf } from "../clients";
import type { EntityItem } from "../db";
import type { FileRecord } from "../files";
import { db } from "./entities";
import { type Collections, collectionOfEntity } from "./collections";
import type { HangedFileEntity } from "./inventory.entity";

type Item = Record<string, unknown>;
type HangedRecord = EntityItem<typeof HangedFileEntity>;

/** File ids are ULIDs: a reference to a file names its id (an attachment's `fileId`, a key, a URL). */
const FILE_ID = /[0-9A-HJKMNP-TV-Z]{26}/g;

/**
 * Items that name a file without using it: the file's own records, the audit journal, the search
 * index, notifications, and this module's own lists. A file named only by these is unreferenced.
 */
const NOT_REFERENCES = new Set([
  "file",
  "file_upload",
  "upload_sweep",
  "journalEntry",
  "journalMark",
  "searchDoc",
  "searchPosting",
  "searchTerm",
  "searchVariant",
  "notification",
  "dataInventory",
  "hangedFile",
  "maintenanceRun",
]);

/**
 * A file stored less than this before the inventory started may still be on its way to the item
 * that will name it (uploaded, not yet posted): it is never counted as unreferenced.
 */
const RECENT_MS = 24 * 3_600_000;

/**
 * The `takeInventory` task: reads every item of the company once (the Scan the purge and the
 * archive use), counts items by entity and files by file module, and finds the stored files
 * nothing refers to: a file is referenced when any item other than bookkeeping (NOT_REFERENCES)
 * names its id, or, for a kind that always belongs to a person (HR documents), while that person
 * exists. Saves the counts and the unreferenced list, then drops the previous list.
 *
 * Memory: the ids named by the company's items are held while reading (about 100 bytes each);
 * the job's Lambda has room for millions.
 */
export async function takeInventory(clientId: string, runId: string): Promise<Record<string, number>> {
  const started = Date.now();
  const entityCounts: Record<string, number> = {};
  const files: FileRecord[] = [];
  const named = new Set<string>();
  const people = new Map<string, { firstName?: string; lastName?: string }>();

  for await (const page of tenantItemPages(clientId)) {
    for (const item of page.owned) {
      const entity = typeof item.__edb_e__ === "string" ? item.__edb_e__ : "unknown";
      entityCounts[entity] = (entityCounts[entity] ?? 0) + 1;
      if (entity === "file") files.push(item as unknown as FileRecord);
      else if (!NOT_REFERENCES.has(entity)) for (const id of idsNamedBy(item)) named.add(id);
      if (entity === "user") people.set(String(item.userId), nameOf(item));
    }
  }

  const fileCounts: Record<string, { count: number; bytes: number }> = {};
  const hanged: HangedRecord[] = [];
  for (const file of files) {
    const counted = (fileCounts[file.module] ??= { count: 0, bytes: 0 });
    counted.count += 1;
    counted.bytes += file.size;
    if (isReferenced(file, named, people) || Date.parse(file.createdAt) > started - RECENT_MS) continue;
    const uploader = people.get(file.uploadedBy);
    hanged.push({
      clientId,
      runId,
      fileId: file.fileId,
      name: file.name,
      module: file.module,
      contentType: file.contentType,
      size: file.size,
      createdAt: file.createdAt,
      uploadedById: file.uploadedBy,
      ...(uploader?.firstName ? { uploadedByFirstName: uploader.firstName } : {}),
      ...(uploader?.lastName ? { uploadedByLastName: uploader.lastName } : {}),
    });
  }
  const unreferencedBytes = hanged.reduce((total, file) => total + file.size, 0);

  if (hanged.length) await db().entities.hangedFile.put(hanged).go();
  const { data: previous } = await db().entities.dataInventory.get({ clientId }).go();
  await db()
    .entities.dataInventory.put({
      clientId,
      runId,
      takenAt: new Date(started).toISOString(),
      entityCounts,
      fileCounts,
      unreferencedCount: hanged.length,
      unreferencedBytes,
    })
    .go();
  if (previous && previous.runId !== runId) await dropList(clientId, previous.runId);

  return {
    items: Object.values(entityCounts).reduce((total, count) => total + count, 0),
    files: files.length,
    unreferenced: hanged.length,
  };
}

function idsNamedBy(item: Item): string[] {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return JSON.stringify(rest).match(FILE_ID) ?? [];
}

function nameOf(item: Item): { firstName?: string; lastName?: string } {
  return {
    ...(typeof item.firstName === "string" ? { firstName: item.firstName } : {}),
    ...(typeof item.lastName === "string" ? { lastName: item.lastName } : {}),
  };
}

function isReferenced(file: FileRecord, named: Set<string>, people: Map<string, unknown>): boolean {
  if (named.has(file.fileId)) return true;
  const kind = fileKindOf(file.module);
  return Boolean(kind.userOwned) && file.ownerType === "user" && people.has(file.ownerId);
}

/** Removes an older inventory's list, a Query page at a time. */
async function dropList(clientId: string, runId: string): Promise<void> {
  let cursor: string | null = null;
  do {
    const page: { data: HangedRecord[]; cursor: string | null } = await db()
      .entities.hangedFile.query.byRun({ clientId, runId })
      .go({ cursor, limit: 100 });
    if (page.data.length)
      await db()
        .entities.hangedFile.delete(page.data.map(({ fileId }) => ({ clientId, runId, fileId })))
        .go();
    cursor = page.cursor;
  } while (cursor);
}

/** GET /api/clients/{id}/data: the latest inventory by collection, and the storage counters now. */
export async function dataInventory(
  actor: Actor,
  clientId: string,
  collections: Collections,
): Promise<DataInventoryView> {
  requireAdminOf(actor, clientId);
  const [client, { data: inventory }] = await Promise.all([
    loadClient(clientId),
    db().entities.dataInventory.get({ clientId }).go(),
  ]);
  const usage = usageOf(client);
  const storage = { usedBytes: usage.usedBytes, limitBytes: usage.limitBytes, filesCount: client.filesCount ?? 0 };
  if (!inventory) return { inventory: null, storage };

  const byEntity = collectionOfEntity(collections);
  const counts = inventory.entityCounts as Record<string, number>;
  const items = new Map<string, number>();
  let otherItems = 0;
  for (const [entity, count] of Object.entries(counts)) {
    const collection = byEntity.get(entity);
    if (collection) items.set(collection, (items.get(collection) ?? 0) + count);
    else otherItems += count;
  }
  const fileCounts = inventory.fileCounts as Record<string, { count: number; bytes: number }>;
  return {
    inventory: {
      runId: inventory.runId,
      takenAt: inventory.takenAt,
      collections: collections.map((collection) => ({
        name: collection.name,
        module: collection.module,
        items: items.get(collection.name) ?? 0,
        deletable: collection.deletable,
      })),
      otherItems,
      files: Object.entries(fileCounts)
        .map(([module, counted]) => ({ module, ...counted }))
        .sort((a, b) => b.bytes - a.bytes),
      unreferenced: { count: inventory.unreferencedCount, bytes: inventory.unreferencedBytes },
    },
    storage,
  };
}
