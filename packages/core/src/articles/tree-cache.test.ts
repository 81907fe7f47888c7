import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTransaction } from "../db";
import { capture } from "../testing/capture";
import { countDynamoCalls } from "../testing/dynamo-calls";
import { addArticleFiles, removeArticleFiles } from "./files";
import { listArticles } from "./list";
import { orderArticle } from "./order";
import { getArticle } from "./read";
import { setArticleRights } from "./rights";
import { saveNode } from "./save";
import { setEmptyAsArticles } from "./settings";
import { forgetTrees, readTree, type Tree } from "./tree";
import { bumpTree } from "./tree-write";
import { articleUpload, kbCompany, newArticle, newNode, userGrant, type KbCompany } from "./test-support";

// Trees kept in memory by (company, version): a warm read is the settings' Get, and every write of
// what the tree holds bumps the version, so the next read never answers a stale tree.
let c: KbCompany;
let folder: string, other: string, page: string;
const calls = countDynamoCalls();
afterAll(() => calls.stop());
beforeAll(async () => {
  c = await kbCompany();
  const a = c.admin.actor;
  folder = (await newNode(a, { title: "Kept", grants: [userGrant(c.writer.userId)] })).id;
  other = (await newNode(a, { title: "Elsewhere", grants: [userGrant(c.writer.userId)] })).id;
  page = (await newArticle(c.writer.actor, folder, "Cached page")).id;
});

async function counted<T>(work: () => Promise<T>): Promise<{ value: T; counts: Record<string, number> }> {
  calls.reset();
  const value = await work();
  return { value, counts: { ...calls.counts } };
}

/** A reader's tree before and after a write: the version moved and the reader sees the change. */
async function across(write: () => Promise<unknown>): Promise<{ before: Tree; after: Tree }> {
  await readTree(c.tenantId);
  const before = await readTree(c.tenantId);
  await write();
  const after = await readTree(c.tenantId);
  expect(after.version).toBeGreaterThan(before.version);
  return { before, after };
}

describe("the tree kept in memory", () => {
  it("answers a second read with no change from memory: the settings' Get, no Query of the nodes", async () => {
    forgetTrees();
    const cold = await counted(() => readTree(c.tenantId));
    expect(cold.counts).toEqual({ GetItemCommand: 1, QueryCommand: 1 });
    const warm = await counted(() => readTree(c.tenantId));
    expect(warm.counts).toEqual({ GetItemCommand: 1 });
    expect(warm.value).toBe(cold.value);
    // A write (consistent) still reads the nodes; an excerpts read too, and neither answers from memory.
    expect((await counted(() => readTree(c.tenantId, true))).counts).toEqual({ GetItemCommand: 1, QueryCommand: 1 });
    expect((await counted(() => readTree(c.tenantId, false, true))).counts).toEqual({
      GetItemCommand: 1,
      QueryCommand: 1,
    });
    // Another Lambda's write bumps the version: the next read queries again.
    await writeTransaction((e) => [bumpTree(e, c.tenantId)]);
    expect((await counted(() => readTree(c.tenantId))).counts).toEqual({ GetItemCommand: 1, QueryCommand: 1 });
    expect((await counted(() => readTree(c.tenantId))).counts).toEqual({ GetItemCommand: 1 });
  });

  it("keeps the trees it hands out unchanged (frozen)", async () => {
    const tree = await readTree(c.tenantId);
    const node = tree.byId.get(page)!;
    expect(Object.isFrozen(node)).toBe(true);
    expect(Object.isFrozen(tree.children.get(folder))).toBe(true);
  });

  it("sees a title save, a content save, a file added and removed at the next read", async () => {
    const w = c.writer.actor;
    const titled = await across(() => saveNode(w, page, { title: "Renamed page" }));
    expect(titled.before.byId.get(page)?.title).toBe("Cached page");
    expect(titled.after.byId.get(page)?.title).toBe("Renamed page");
    const content = await across(() => saveNode(w, page, { content: "<p>New text</p>" }));
    expect(content.after.byId.get(page)?.revision).toBe(content.before.byId.get(page)!.revision + 1);
    const file = await articleUpload(w);
    const added = await across(() => addArticleFiles(w, page, [file.fileId]));
    expect(added.after.byId.get(page)?.filesCount).toBe(1);
    const removed = await across(() => removeArticleFiles(w, page, [file.fileId]));
    expect(removed.after.byId.get(page)?.filesCount).toBe(0);
    const listed = await listArticles(c.writer.actor, c.tenantId, c.writer.userId, {});
    expect(listed.items.find((item) => item.id === page)?.title).toBe("Renamed page");
  });

  it("sees a rights change, a move, a drag and the empty-folders setting at the next read", async () => {
    const a = c.admin.actor;
    expect((await capture(() => getArticle(c.seller.actor, page))).code).toBe("articles.not_found");
    await across(() => setArticleRights(a, folder, [userGrant(c.writer.userId), userGrant(c.seller.userId, "read")]));
    expect((await getArticle(c.seller.actor, page)).title).toBe("Renamed page");
    const moved = await across(() => saveNode(a, page, { parentId: other }));
    expect(moved.after.byId.get(page)?.parentId).toBe(other);
    expect((await capture(() => getArticle(c.seller.actor, page))).code).toBe("articles.not_found");
    expect((await getArticle(c.writer.actor, page)).breadcrumbs.map((crumb) => crumb.title)).toEqual([
      "Elsewhere",
      "Renamed page",
    ]);
    const second = (await newArticle(a, other, "Second")).id;
    const dragged = await across(() => orderArticle(a, c.tenantId, second, page, "before"));
    expect(dragged.after.children.get(other)?.map((node) => node.nodeId)).toEqual([second, page]);
    const setting = await across(() => setEmptyAsArticles(a, c.tenantId, true));
    expect(setting.after.emptyAsArticles).toBe(true);
    // The setting's bump keeps the structural guard working (its node count stays comparable).
    expect((await newArticle(a, other, "After the setting")).title).toBe("After the setting");
  });

  it("lets saves of different articles at once all land (the version's +1 refuses none)", async () => {
    const w = c.writer.actor;
    const pages = [];
    for (let index = 0; index < 8; index++) pages.push((await newArticle(w, other, `Busy ${index}`)).id);
    const before = await readTree(c.tenantId);
    const results = await Promise.all(
      pages.map((id, index) => capture(() => saveNode(w, id, { title: `Busy ${index} saved` }))),
    );
    expect(results.map((result) => result.code)).toEqual(pages.map(() => undefined));
    const after = await readTree(c.tenantId);
    expect(after.version).toBe(before.version + 8);
    expect(pages.map((id) => after.byId.get(id)?.title)).toEqual(pages.map((_, index) => `Busy ${index} saved`));
  });

  it("never hands one company's tree to another, at the same version", async () => {
    const [one, two] = [await kbCompany(), await kbCompany()];
    const mine = (await newNode(one.admin.actor, { title: "One's" })).id;
    const theirs = (await newNode(two.admin.actor, { title: "Two's" })).id;
    forgetTrees();
    const [first, second] = [await readTree(one.tenantId), await readTree(two.tenantId)];
    expect(first.version).toBe(second.version);
    for (let round = 0; round < 2; round++) {
      const [a, b] = [await readTree(one.tenantId), await readTree(two.tenantId)];
      expect([a.clientId, [...a.byId.keys()]]).toEqual([one.tenantId, [mine]]);
      expect([b.clientId, [...b.byId.keys()]]).toEqual([two.tenantId, [theirs]]);
    }
    const seen = await listArticles(two.admin.actor, two.tenantId, two.admin.userId, {});
    expect(seen.items.map((item) => item.id)).toEqual([theirs]);
  });
});
