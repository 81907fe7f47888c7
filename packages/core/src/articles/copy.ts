import type { Actor } from "@intranet/contracts";
import type { Grant } from "@intranet/contracts/audiences";
import { carryGrants } from "../audiences";
import { named, writeTransaction } from "../db";
import { AppError, newId } from "../platform";
import { treeAccess } from "./access";
import { nodesEvents, publish } from "./events";
import type { ArticleNodeRecord } from "./node.entity";
import { grantsOf, readTree, type Tree } from "./tree";
import { changeTree } from "./tree-write";

/** Folders per transaction: each is its node and its body, beside the tree's guard (DynamoDB takes 100). */
const BATCH = 45;
/** Read by the company's admins only: an exclusion or a department that could not be carried would otherwise open it wider. */
const ADMINS_ONLY: Grant[] = [{ audience: { kind: "all" }, level: "none" }];

export interface SectionsCopied {
  folders: number;
  /** Folders whose access named people or departments not copied: narrowed to what could be kept, or admins only. */
  restricted: number;
}

/**
 * A clone's knowledge base skeleton (clients' clone): the source's folders (sections and the
 * folders under them, in their order), never its articles, nor the folders' own texts, pictures,
 * files or tags, copied into a company whose tree is empty, under new ids, each under its parent's
 * copy. A folder's access is carried (`carryGrants`, departments through `departmentIds`, the
 * structure's copy); when that loses an audience, it never opens the folder wider than it was: a
 * lost exclusion, or nothing left, makes it admins only. Written through the tree's guard, 45
 * folders a transaction, parents first; the "empty folders as articles" setting goes along.
 */
export async function copySections(
  actor: Actor,
  from: string,
  to: string,
  departmentIds: ReadonlyMap<string, string> = new Map(),
): Promise<SectionsCopied> {
  const source = await readTree(from, true);
  const folders = foldersTopDown(source);
  const copied: SectionsCopied = { folders: 0, restricted: 0 };
  const ids = new Map(folders.map((folder) => [folder.nodeId, newId()]));
  const at = new Date().toISOString();
  const copies = folders.map((folder): ArticleNodeRecord => {
    const own = grantsOf(folder);
    const carried = carryGrants(own, departmentIds);
    if (carried.dropped) copied.restricted++;
    const grants = !carried.dropped
      ? carried.grants
      : carried.droppedExclusion || !carried.grants.length
        ? ADMINS_ONLY
        : carried.grants;
    return {
      clientId: to,
      nodeId: ids.get(folder.nodeId)!,
      kind: "folder",
      ...(folder.parentId ? { parentId: ids.get(folder.parentId)! } : {}),
      title: folder.title,
      order: folder.order,
      grants,
      filesCount: 0,
      authorId: actor.userId,
      createdAt: at,
      updatedAt: at,
      updatedBy: actor.userId,
      excerpt: "",
      revision: 0,
    };
  });
  let access = treeAccess(actor, await readTree(to, true), undefined);
  for (let start = 0; start < copies.length; start += BATCH) {
    const batch = copies.slice(start, start + BATCH);
    ({ access } = await changeTree(access, () => ({
      nodeDelta: batch.length,
      result: undefined,
      commits: (e) =>
        batch.flatMap((node) => [
          named(`node.${node.nodeId}`, e.artNode.create(node).commit()),
          named(
            `body.${node.nodeId}`,
            e.artBody.create({ clientId: to, nodeId: node.nodeId, html: "", headings: [], revision: 0 }).commit(),
          ),
        ]),
    })));
    copied.folders += batch.length;
  }
  if (source.emptyAsArticles) {
    const outcome = await writeTransaction((e) => [
      named(
        "settings",
        e.artSettings
          .update({ clientId: to })
          .set({ emptyAsArticles: true })
          .add({ treeVersion: 1, nodeCount: 0 })
          .commit(),
      ),
    ]);
    if (!outcome.ok) throw new AppError("common.conflict");
  }
  await publish(...nodesEvents(to, "article.changed", [...ids.values()]));
  return copied;
}

/** The folders under top folders only (none under an article), none being deleted, each after its parent. */
function foldersTopDown(tree: Tree): ArticleNodeRecord[] {
  const ordered: ArticleNodeRecord[] = [];
  const visit = (parentId: string) => {
    for (const node of tree.children.get(parentId) ?? []) {
      if (node.kind !== "folder" || node.removed) continue;
      ordered.push(node);
    }
  };
  visit("");
  for (let at = 0; at < ordered.length; at++) visit(ordered[at]!.nodeId);
  return ordered;
}
