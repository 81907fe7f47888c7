import { beforeAll, describe, expect, it } from "vitest";
import { updateArticleBodySchema } from "@intranet/contracts/articles";
import * as z from "zod/mini";
import { objectExists } from "../files/testing";
import { capture } from "../testing/capture";
import { gradientPng } from "../testing/png";
import { addArticleFiles, removeArticleFiles } from "./files";
import { publishArticleImage } from "./image";
import { listArticles } from "./list";
import { orderArticle } from "./order";
import { getArticle } from "./read";
import { removeDeep } from "./remove";
import { getRevision, listRevisions, restoreRevision } from "./revisions";
import { saveNode } from "./save";
import { createDefaultSections } from "./settings";
import { readTree } from "./tree";
import { viewArticle } from "./view-count";
import { articleUpload, kbCompany, newArticle, newNode, storedOf, userGrant, type KbCompany } from "./test-support";
import { articleMediaBase } from "./content";
import { named, writeTransaction } from "../db";
import { bumpTree } from "./tree-write";

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const update = (input: z.input<typeof updateArticleBodySchema>) => z.parse(updateArticleBodySchema, input);

let c: KbCompany;
beforeAll(async () => {
  c = await kbCompany();
});

describe("structure: the move rules, each refusal writing nothing", () => {
  it("refuses moves into itself, a descendant, its folder, an article, too deep; an article needs a folder", async () => {
    const a = c.admin.actor;
    const top = (await newNode(a, { title: "Top" })).id;
    const child = (await newNode(a, { title: "Child", parentId: top })).id;
    const grandchild = (await newNode(a, { title: "Grandchild", parentId: child })).id;
    const page = (await newArticle(a, child, "Page")).id;
    const before = await readTree(c.tenantId);
    expect(await code(() => saveNode(a, top, { parentId: top }))).toBe("articles.move_into_self");
    expect(await code(() => saveNode(a, top, { parentId: grandchild }))).toBe("articles.move_into_descendant");
    expect(await code(() => saveNode(a, grandchild, { parentId: child }))).toBe("articles.move_same_folder");
    expect(await code(() => saveNode(a, grandchild, { parentId: page }))).toBe("articles.parent_not_folder");
    expect(await code(() => newArticle(a, page, "Inside an article"))).toBe("articles.parent_not_folder");
    expect(await code(() => newNode(a, { kind: "article", title: "Loose", content: "<p>x</p>" }))).toBe(
      "articles.section_required",
    );
    expect(await code(() => newArticle(a, child, "Empty", "<p> </p><script>x</script>"))).toBe(
      "articles.content_required",
    );
    let parent = grandchild;
    for (let depth = 3; depth <= 8; depth++)
      parent = (await newNode(a, { title: `Level ${depth}`, parentId: parent })).id;
    expect(await code(() => newNode(a, { title: "Level 9", parentId: parent }))).toBe("articles.too_deep");
    const other = (await newNode(a, { title: "Other top" })).id;
    const nested = (await newNode(a, { title: "Nested", parentId: other })).id;
    expect(await code(() => saveNode(a, child, { parentId: nested }))).toBe("articles.too_deep");
    const after = await readTree(c.tenantId);
    expect(after.nodeCount).toBe(before.nodeCount + 8);
    expect(after.byId.get(child)?.parentId).toBe(top);
  });

  it("lets exactly one of two crossing moves win: no cycle", async () => {
    const a = c.admin.actor;
    const left = (await newNode(a, { title: "Left" })).id;
    const right = (await newNode(a, { title: "Right" })).id;
    const results = await Promise.all([
      capture(() => saveNode(a, left, { parentId: right })),
      capture(() => saveNode(a, right, { parentId: left })),
    ]);
    expect(results.filter((result) => result.value).length).toBe(1);
    expect(results.find((result) => result.code)?.code).toBe("articles.move_into_descendant");
    const tree = await readTree(c.tenantId);
    const parents = [tree.byId.get(left)?.parentId, tree.byId.get(right)?.parentId];
    expect(parents.filter(Boolean)).toHaveLength(1);
  });

  it("keeps distinct orders under 10 drags at once", async () => {
    const a = c.admin.actor;
    const folder = (await newNode(a, { title: "Drag here" })).id;
    const ids: string[] = [];
    for (let index = 0; index < 11; index++) ids.push((await newArticle(a, folder, `Item ${index}`)).id);
    await Promise.all(ids.slice(1).map((id) => orderArticle(a, c.tenantId, id, ids[0]!, "before")));
    const tree = await readTree(c.tenantId);
    const orders = ids.map((id) => tree.byId.get(id)!.order);
    expect(new Set(orders).size).toBe(11);
    const children = (await listArticles(a, c.tenantId, c.admin.userId, { parent: folder })).items;
    expect(children.at(-1)?.id).toBe(ids[0]);
  });
});

describe("content: revisions, conflicts, sanitising, views", () => {
  it("sanitises, keeps headings, counts revisions, refuses a stale save, restores", async () => {
    const a = c.writer.actor;
    const folder = (
      await newNode(c.admin.actor, {
        title: "Writers",
        grants: [{ audience: { kind: "users", userIds: [c.writer.userId] }, level: "write" }],
      })
    ).id;
    const created = await newArticle(
      a,
      folder,
      "Guide",
      '<h2>Start</h2><p onclick="x()">Hello<script>alert(1)</script></p><img src="https://evil.example/x.png"><h3>Next</h3>',
    );
    expect(created.content).not.toMatch(/script|onclick|evil/);
    expect(created.headings.map((heading) => heading.text)).toEqual(["Start", "Next"]);
    expect(created.revision).toBe(1);
    const second = await saveNode(a, created.id, { content: "<p>Second</p>", baseRevision: 1 });
    expect(second.revision).toBe(2);
    const stale = await code(() => saveNode(a, created.id, { title: "Stale", baseRevision: 1 }));
    expect(stale).toBe("articles.edit_conflict");
    expect((await getArticle(a, created.id)).title).toBe("Guide");
    const racing = await Promise.all(
      ["A", "B"].map((title) => capture(() => saveNode(a, created.id, { title, baseRevision: 2 }))),
    );
    expect(racing.filter((result) => result.value)).toHaveLength(1);
    expect(racing.find((result) => result.code)?.code).toBe("articles.edit_conflict");
    const revisions = await listRevisions(a, created.id);
    expect(revisions.map((revision) => revision.rev)).toEqual([3, 2, 1]);
    const restored = await restoreRevision(a, created.id, 1);
    expect(restored.revision).toBe(4);
    expect(restored.title).toBe("Guide");
    expect(restored.content).toContain("Hello");
    expect((await getRevision(a, created.id, 2)).content).toBe("<p>Second</p>");
    expect(await code(() => getRevision(a, created.id, 99))).toBe("articles.revision_not_found");
    expect(await code(() => getRevision(c.seller.actor, created.id, 1))).toBe("articles.not_found");
    expect(update({ title: "x" }).title).toBe("x");
  });

  it("counts 20 readers at once exactly, and one reader once", async () => {
    const top = (await newNode(c.admin.actor, { title: "Open" })).id;
    const page = (await newArticle(c.admin.actor, top, "Popular")).id;
    const { member } = await import("../users/test-support");
    const readers = await Promise.all(Array.from({ length: 20 }, () => member(c.tenantId, { rights: ["knowl_base"] })));
    await Promise.all(readers.map((reader) => viewArticle(reader.actor, page, reader.userId)));
    await Promise.all([
      viewArticle(c.seller.actor, page, c.seller.userId),
      viewArticle(c.seller.actor, page, c.seller.userId),
    ]);
    expect((await getArticle(c.admin.actor, page)).views).toBe(21);
    expect(await code(() => viewArticle(c.seller.actor, page, c.engineer.userId))).toBe("articles.forbidden");
  });

  it("creates the default sections once, however often asked", async () => {
    const other = await kbCompany();
    await Promise.all([createDefaultSections(other.admin.actor, "en"), createDefaultSections(other.admin.actor, "en")]);
    const tree = await createDefaultSections(other.admin.actor, "en");
    expect(tree.items.map((item) => item.title)).toEqual(["Handbook", "Policies", "IT how-tos"]);
    expect(await code(() => createDefaultSections(other.writer.actor, "en"))).toBe("common.no_access");
  });
});

describe("cover: the company's media only", () => {
  it('accepts a cover from the company\'s media, refuses others (nothing written), clears it with ""', async () => {
    const a = c.writer.actor;
    const folder = (await newNode(c.admin.actor, { title: "Covers", grants: [userGrant(c.writer.userId)] })).id;
    const picture = await articleUpload(a, { contentType: "image/png", bytes: gradientPng(60, 20), name: "c.png" });
    const { url } = await publishArticleImage(a, picture.fileId);
    const created = await newArticle(a, folder, "With a cover", undefined, { cover: url });
    expect(created.cover).toBe(url);
    const inTree = async () => (await readTree(c.tenantId, true)).byId.get(created.id)?.cover;
    expect(await inTree()).toBe(url);
    const listed = await listArticles(a, c.tenantId, c.writer.userId, {});
    expect(listed.items.find((item) => item.id === created.id)?.cover).toBe(url);

    const stored = await storedOf(c.tenantId, [created.id]);
    const elsewhere = ["https://evil.example/x.png", `${articleMediaBase("someone-else")}articles/x.png`];
    for (const cover of elsewhere) {
      expect(await code(() => newArticle(a, folder, "Refused", undefined, { cover }))).toBe("articles.not_media");
      expect(await code(() => saveNode(a, created.id, { title: "Changed", cover }))).toBe("articles.not_media");
    }
    expect(await storedOf(c.tenantId, [created.id])).toEqual(stored);
    const kept = await getArticle(a, created.id);
    expect([kept.title, kept.cover, kept.revision]).toEqual(["With a cover", url, 1]);
    expect(z.safeParse(updateArticleBodySchema, { cover: "not a url" }).error?.issues[0]?.message).toBe(
      "articles.not_media",
    );

    const version = (await readTree(c.tenantId, true)).version;
    const second = await publishArticleImage(
      a,
      (await articleUpload(a, { contentType: "image/png", bytes: gradientPng(8, 8), name: "d.png" })).fileId,
    );
    const changed = await saveNode(a, created.id, update({ cover: second.url, baseRevision: 1 }));
    expect([changed.cover, changed.revision]).toEqual([second.url, 1]);
    expect((await readTree(c.tenantId, true)).version).toBe(version + 1);
    expect(await listRevisions(a, created.id)).toHaveLength(1);

    const cleared = await saveNode(a, created.id, update({ cover: "", title: "No cover" }));
    expect(cleared.cover).toBeUndefined();
    expect([cleared.title, cleared.revision]).toEqual(["No cover", 2]);
    expect(await inTree()).toBeUndefined();
  });
});

describe("files and deletion", () => {
  it("attaches, limits and removes files; publishes images only", async () => {
    const a = c.writer.actor;
    const folder = (
      await newNode(c.admin.actor, {
        title: "Files",
        grants: [{ audience: { kind: "users", userIds: [c.writer.userId] }, level: "write" }],
      })
    ).id;
    const page = (await newArticle(a, folder, "With files")).id;
    const file = await articleUpload(a);
    const attached = await addArticleFiles(a, page, [file.fileId]);
    expect(attached.map((entry) => entry.id)).toEqual([file.fileId]);
    expect((await getArticle(a, page)).filesCount).toBe(1);
    const posts = await articleUpload(a);
    expect(await code(() => addArticleFiles(a, page, ["01J0000000000000000000000X"]))).toBe("articles.file_not_found");
    expect(await code(() => addArticleFiles(c.seller.actor, page, [posts.fileId]))).toBe("articles.not_found");
    expect(await code(() => publishArticleImage(a, file.fileId))).toBe("articles.not_media");
    const picture = await articleUpload(a, { contentType: "image/png", bytes: gradientPng(8, 8), name: "x.png" });
    const { url } = await publishArticleImage(a, picture.fileId);
    expect(url.startsWith(articleMediaBase(c.tenantId))).toBe(true);
    expect(await removeArticleFiles(a, page, [file.fileId])).toEqual([]);
    expect(await objectExists(c.tenantId, file.key)).toBe(false);
    expect(await code(() => removeArticleFiles(a, page, [file.fileId]))).toBe("articles.file_not_found");
    expect((await getArticle(a, page)).filesCount).toBe(0);
  });

  it("deletes a subtree with its bodies, revisions, files and S3 objects; another tenant untouched", async () => {
    const a = c.admin.actor;
    const other = await kbCompany();
    const theirs = (await newNode(other.admin.actor, { title: "Theirs" })).id;
    const theirPage = (await newArticle(other.admin.actor, theirs, "Their page")).id;
    const top = (await newNode(a, { title: "Doomed" })).id;
    const sub = (await newNode(a, { title: "Doomed sub", parentId: top })).id;
    const page = (await newArticle(a, sub, "Doomed page")).id;
    await saveNode(a, page, { content: "<p>v2</p>" });
    const file = await articleUpload(a);
    await addArticleFiles(a, page, [file.fileId]);
    await viewArticle(a, page, c.admin.userId);
    const before = await storedOf(c.tenantId, [top, sub, page]);
    expect(before.perNode).toBeGreaterThanOrEqual(6);
    await removeDeep(a, top);
    const after = await storedOf(c.tenantId, [top, sub, page]);
    expect(after.perNode).toBe(0);
    expect(after.nodes).toBe(before.nodes - 3);
    expect(after.nodeCount).toBe(before.nodeCount - 3);
    expect(await objectExists(c.tenantId, file.key)).toBe(false);
    expect(await code(() => getArticle(a, page))).toBe("articles.not_found");
    expect(await code(() => removeDeep(other.admin.actor, page))).toBe("articles.not_found");
    // Each node's body and first revision.
    expect((await storedOf(other.tenantId, [theirs, theirPage])).perNode).toBe(4);
  });

  it("deletes a big subtree in batches; a root marked removed hides everything under it", async () => {
    const a = c.admin.actor;
    const top = (await newNode(a, { title: "Big" })).id;
    const ids: string[] = [];
    for (let index = 0; index < 100; index++) ids.push((await newArticle(a, top, `Page ${index}`)).id);
    const before = await storedOf(c.tenantId, []);
    // The mark as the deletion's transaction writes it: with the tree's version +1 (kept trees read again).
    const mark = (removed: boolean) =>
      writeTransaction((e) => {
        const node = e.artNode.patch({ clientId: c.tenantId, nodeId: top });
        return [
          named("node", (removed ? node.set({ removed }) : node.remove(["removed"])).commit()),
          bumpTree(e, c.tenantId),
        ];
      });
    await mark(true);
    const seen = (await listArticles(a, c.tenantId, c.admin.userId, {})).items.map((item) => item.id);
    expect(seen.filter((id) => id === top || ids.includes(id))).toEqual([]);
    await mark(false);
    await removeDeep(a, top);
    const after = await storedOf(c.tenantId, ids.slice(0, 5));
    expect(after.nodes).toBe(before.nodes - 101);
    expect(after.nodeCount).toBe(before.nodeCount - 101);
    expect(after.perNode).toBe(0);
  });
});
