import type { Actor } from "@intranet/contracts";
import type { MaintenanceRunView } from "@intranet/contracts/admin";
import { loadClient, requireAdminOf, tenantItemPages } from "../clients";
import { batchDelete } from "../db";
import { discardFile } from "../files";
import { AppError } from "../platform";
import { type Collections, collectionNamed } from "./collections";
import { startRun } from "./maintenance";

/**
 * DELETE /api/clients/{client}/{coll_name}: an admin of the company (or the superadmin) deletes one
 * collection of its data with its files, confirming by typing the workspace's name (any case). A
 * collection its module did not declare deletable is `admin.collection_kept`. The request is a
 * service task run (`deleteCollection`, one at a time per company), journaled as `data.delete`.
 */
export async function requestCollectionDeletion(
  actor: Actor,
  clientId: string,
  collections: Collections,
  name: string,
  confirm: string,
): Promise<MaintenanceRunView> {
  requireAdminOf(actor, clientId);
  const collection = collectionNamed(collections, name);
  if (!collection.deletable) throw new AppError("admin.collection_kept");
  const client = await loadClient(clientId);
  if (client.status === "deleting") throw new AppError("clients.not_found");
  if (confirm.trim().toLowerCase() !== client.workspace.toLowerCase()) throw new AppError("admin.confirm_mismatch");
  return startRun(
    actor,
    clientId,
    { task: "deleteCollection", collection: name },
    { action: "data.delete", target: { type: "collection", id: name, label: name }, detail: name },
  );
}

/**
 * The job's part of a deletion: every item of the collection's entities in the company's partitions,
 * and every stored file of its file modules (object, record and the storage counter, through the
 * files module), found by the company's Scan and deleted page by page. The search index is rebuilt
 * by the job afterwards (it composes search). Answers what it deleted.
 */
export async function deleteCollectionData(
  clientId: string,
  collections: Collections,
  name: string,
): Promise<{ items: number; files: number }> {
  const collection = collectionNamed(collections, name);
  if (!collection.deletable) throw new AppError("admin.collection_kept");
  const entities = new Set(collection.entities);
  const fileModules = new Set(collection.fileModules ?? []);
  let items = 0;
  let files = 0;
  for await (const page of tenantItemPages(clientId, ["__edb_e__", "module", "fileId"])) {
    const keys = page.owned.filter((item) => entities.has(String(item.__edb_e__))).map(({ pk, sk }) => ({ pk, sk }));
    await batchDelete(keys);
    items += keys.length;
    for (const item of page.owned)
      if (item.__edb_e__ === "file" && fileModules.has(String(item.module))) {
        await discardFile(clientId, String(item.fileId));
        files += 1;
      }
  }
  return { items, files };
}
