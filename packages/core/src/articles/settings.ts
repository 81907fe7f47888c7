import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { ArticleTreeView } from "@intranet/contracts/articles";
import { named, writeTransaction } from "../db";
import { changesOf, journalCommit } from "../journal";
import { AppError, newId, tenantOfPath } from "../platform";
import { accessFor, type TreeAccess } from "./access";
import { nodesEvents, publish } from "./events";
import type { ArticleNodeRecord } from "./node.entity";
import { generateKeyBetween } from "fractional-indexing";
import { childrenOf } from "./tree";
import { changeTree } from "./tree-write";
import { nodeViews } from "./read";
import { readableTree } from "./list";

/**
 * PUT /api/article/empty_as_articles/{client} (admins): folders with nothing in them show as
 * articles. The tree carries it: the same update bumps the tree's version (kept trees are read again).
 */
export async function setEmptyAsArticles(actor: Actor, client: string, value: boolean): Promise<void> {
  const clientId = tenantOfPath(actor, client);
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
  const outcome = await writeTransaction((e) => [
    named(
      "settings",
      e.artSettings.update({ clientId }).set({ emptyAsArticles: value }).add({ treeVersion: 1, nodeCount: 0 }).commit(),
    ),
  ]);
  if (!outcome.ok) throw new AppError("common.conflict");
}

const defaultNames = {
  en: ["Handbook", "Policies", "IT how-tos"],
  ru: ["Справочник сотрудника", "Политики", "ИТ-инструкции"],
  ua: ["Довідник співробітника", "Політики", "ІТ-інструкції"],
} as const;

/**
 * PUT /api/application/createDefaultSections (admins): the default top folders, named in `lang`,
 * that no top folder has the name of yet (case aside): one structural transaction, so running it
 * twice, or twice at once, makes each once. Answers the caller's tree.
 */
export async function createDefaultSections(actor: Actor, lang: keyof typeof defaultNames): Promise<ArticleTreeView> {
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
  const first = await accessFor(actor, true);
  const missing = (access: TreeAccess) => {
    const taken = new Set(childrenOf(access.tree, null).map((node) => node.title.toLocaleLowerCase()));
    return defaultNames[lang].filter((name) => !taken.has(name.toLocaleLowerCase()));
  };
  let access = first;
  if (missing(first).length) {
    const at = new Date().toISOString();
    const done = await changeTree(first, (access) => {
      const clientId = access.tree.clientId;
      let order: string | null = childrenOf(access.tree, null).at(-1)?.order ?? null;
      const created = missing(access).map((title): ArticleNodeRecord => {
        order = generateKeyBetween(order, null);
        const by = { authorId: actor.userId, createdAt: at, updatedAt: at, updatedBy: actor.userId };
        return {
          clientId,
          nodeId: newId(),
          kind: "folder",
          title,
          order,
          grants: [],
          filesCount: 0,
          ...by,
          excerpt: "",
          revision: 0,
        };
      });
      return {
        nodeDelta: created.length,
        result: created,
        commits: (e) => [
          ...created.flatMap(({ nodeId, ...node }) => [
            named(`node.${nodeId}`, e.artNode.create({ nodeId, ...node }).commit()),
            named(
              `body.${nodeId}`,
              e.artBody.create({ clientId, nodeId, html: "", headings: [], revision: 0 }).commit(),
            ),
          ]),
          journalCommit(e, actor, clientId, {
            action: "sections.create",
            changes: changesOf({}, { sections: created.map((node) => node.title) }),
          }),
        ],
      };
    });
    const ids = done.result.map((node) => node.nodeId);
    await publish(...nodesEvents(done.access.tree.clientId, "article.changed", ids));
    access = await accessFor(actor, true);
  }
  return {
    items: await nodeViews(access, readableTree(access)),
    canCreateSection: true,
    emptyAsArticles: access.tree.emptyAsArticles,
  };
}
