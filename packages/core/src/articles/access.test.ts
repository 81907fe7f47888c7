import { beforeAll, describe, expect, it } from "vitest";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import * as z from "zod/mini";
import { syncPeople } from "../audiences";
import { addDeptUsers, createDepartment } from "../structure";
import { capture } from "../testing/capture";
import type { Member } from "../users/test-support";
import { listFavorites, setFavorite } from "./favorites";
import { listArticles } from "./list";
import { articleBreadcrumbs, articleChildren, articleFullTree, getArticle } from "./read";
import { nodeSearchReaders } from "./search-readers";
import { readTree } from "./tree";
import { deptGrant, kbCompany, newArticle, newNode, userGrant, type KbCompany } from "./test-support";

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;

let c: KbCompany;
let handbook: string, salesFolder: string, salesPlaybook: string, deep: string, deepArticle: string, open: string;
beforeAll(async () => {
  c = await kbCompany();
  const a = c.admin.actor;
  handbook = (await newNode(a, { title: "Handbook" })).id;
  open = (await newArticle(a, handbook, "Welcome")).id;
  salesFolder = (await newNode(a, { title: "Sales only", parentId: handbook, grants: [deptGrant(c.sales._id)] })).id;
  salesPlaybook = (await newArticle(a, salesFolder, "Playbook")).id;
  deep = (await newNode(a, { title: "Deeper", parentId: salesFolder })).id;
  deepArticle = (await newArticle(a, deep, "Deep notes")).id;
});

const treeIds = async (who: Member) =>
  (await listArticles(who.actor, c.tenantId, who.userId, {})).items.map((item) => item.id);

describe("who reads what: the grants along the chain", () => {
  it("hides a department's folder and everything under it from everyone else, everywhere", async () => {
    expect(await treeIds(c.seller)).toEqual([handbook, open, salesFolder, salesPlaybook, deep, deepArticle]);
    expect(await treeIds(c.engineer)).toEqual([handbook, open]);
    expect(await treeIds(c.admin)).toEqual(await treeIds(c.seller));
    for (const id of [salesFolder, salesPlaybook, deep, deepArticle]) {
      expect(await code(() => getArticle(c.engineer.actor, id))).toBe("articles.not_found");
      expect(await code(() => articleBreadcrumbs(c.engineer.actor, id))).toBe("articles.not_found");
      expect(await code(() => setFavorite(c.engineer.actor, id, true))).toBe("articles.not_found");
    }
    expect(await code(() => articleChildren(c.engineer.actor, salesFolder))).toBe("articles.not_found");
    expect((await articleChildren(c.engineer.actor, handbook)).map((node) => node.id)).toEqual([open]);
    expect((await articleFullTree(c.engineer.actor, handbook)).map((node) => node.id)).toEqual([open]);
    expect((await articleFullTree(c.seller.actor, handbook)).map((node) => node.id)).toEqual([
      open,
      salesFolder,
      salesPlaybook,
      deep,
      deepArticle,
    ]);
    expect((await articleBreadcrumbs(c.seller.actor, deepArticle)).map((crumb) => crumb.title)).toEqual([
      "Handbook",
      "Sales only",
      "Deeper",
      "Deep notes",
    ]);
    const listed = await listArticles(c.engineer.actor, c.tenantId, c.engineer.userId, { search: "notes" });
    expect(listed.items).toEqual([]);
    const full = await listArticles(c.engineer.actor, c.tenantId, c.engineer.userId, { parent: handbook, full: true });
    expect(full.items.map((item) => item.excerpt)).toEqual(["Welcome text"]);
    expect((await treeIds(c.engineer)).length).toBe(2);
    expect((await listArticles(c.engineer.actor, c.tenantId, c.engineer.userId, {})).items[1]?.excerpt).toBeUndefined();
  });

  it("keeps a favourite only while it can be read", async () => {
    await setFavorite(c.seller.actor, deepArticle, true);
    await setFavorite(c.seller.actor, open, true);
    expect((await listFavorites(c.seller.actor, c.tenantId, c.seller.userId)).map((node) => node.id)).toEqual([
      deepArticle,
      open,
    ]);
    expect(await code(() => listFavorites(c.engineer.actor, c.tenantId, c.seller.userId))).toBe("articles.forbidden");
  });

  it("gives the folder to a person moved into the department on the next request", async () => {
    const make = await createDepartment(
      c.admin.actor,
      z.parse(createDepartmentBodySchema, { name: "Sales West", parent: c.sales._id }),
    );
    const newcomer = c.outsider;
    expect(await code(() => getArticle(newcomer.actor, salesPlaybook))).toBe("articles.not_found");
    await addDeptUsers(c.admin.actor, { dept_id: make._id, users: [newcomer.userId] });
    await syncPeople(c.tenantId, [newcomer.userId]);
    expect((await getArticle(newcomer.actor, salesPlaybook)).title).toBe("Playbook");
  });

  it("narrows inside a folder: a node's own grants replace its folder's, never widening past it", async () => {
    const a = c.admin.actor;
    const mixed = (await newNode(a, { title: "Mixed", parentId: handbook, grants: [deptGrant(c.sales._id, "write")] }))
      .id;
    const forEngineer = (
      await newArticle(a, mixed, "Only for Eve", "<p>x</p>", { grants: [userGrant(c.engineer.userId, "read")] })
    ).id;
    const inherits = (await newArticle(a, mixed, "Sales writes here")).id;
    // Eve is not in Sales: the folder hides what it holds, whatever the article says.
    expect(await code(() => getArticle(c.engineer.actor, forEngineer))).toBe("articles.not_found");
    // Sam writes the folder's articles (inherited write) but not one narrowed to Eve.
    expect((await getArticle(c.seller.actor, inherits)).canWrite).toBe(true);
    expect(await code(() => getArticle(c.seller.actor, forEngineer))).toBe("articles.not_found");
    const tree = await readTree(c.tenantId);
    const readers = nodeSearchReaders(tree, tree.byId.get(forEngineer)!);
    expect(readers.sort()).toEqual(["admins", `user:${c.admin.userId}`].sort());
    expect(nodeSearchReaders(tree, tree.byId.get(open)!)).toContain("all");
    expect(nodeSearchReaders(tree, tree.byId.get(deepArticle)!)).toContain(`aud:dept:${c.sales._id}`);
    expect(nodeSearchReaders(tree, tree.byId.get(deepArticle)!)).not.toContain("all");
  });

  it("lets the author of an article write it while they read it; top folders are the admins'", async () => {
    const folder = (await newNode(c.admin.actor, { title: "Team notes", grants: [userGrant(c.writer.userId)] })).id;
    const own = await newArticle(c.writer.actor, folder, "Mine");
    expect(own.canWrite).toBe(true);
    expect((await getArticle(c.seller.actor, handbook)).canWrite).toBe(false);
    expect(await code(() => newNode(c.writer.actor, { title: "Top" }))).toBe("articles.forbidden");
    expect(await code(() => newArticle(c.seller.actor, handbook, "Nope"))).toBe("articles.forbidden");
    expect(await code(() => newArticle(c.engineer.actor, salesFolder, "Nope"))).toBe("articles.not_found");
  });
});
