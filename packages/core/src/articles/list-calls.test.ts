import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessProfileOf } from "../audiences";
import { setItemTags } from "../tags";
import { newTag } from "../tags/test-support";
import { countDynamoCalls } from "../testing/dynamo-calls";
import { listArticles } from "./list";
import { getArticle } from "./read";
import { forgetTrees } from "./tree";
import { deptGrant, kbCompany, newArticle, newNode, type KbCompany } from "./test-support";

// The tree costs the same DynamoDB calls whatever the company holds (DESIGN: counted reads).
let c: KbCompany;
let first: string;
const calls = countDynamoCalls();
afterAll(() => calls.stop());
beforeAll(async () => {
  c = await kbCompany();
  const folder = (await newNode(c.admin.actor, { title: "Handbook" })).id;
  first = (await newArticle(c.admin.actor, folder, "First")).id;
});

/** The calls of the tree page and of an article; `cold`: no tree kept (as after another Lambda's write). */
async function treeCalls(cold: boolean) {
  if (cold) forgetTrees();
  calls.reset();
  const page = await listArticles(c.seller.actor, c.tenantId, c.seller.userId, {});
  const tree = { items: page.items.length, counts: { ...calls.counts } };
  if (cold) forgetTrees();
  calls.reset();
  await getArticle(c.seller.actor, first);
  return { ...tree, get: { ...calls.counts } };
}

describe("the tree and an article: a fixed number of calls", () => {
  it("costs the profile, the settings' Get, the tags' Query and (cold) the tree's Query, with few or many nodes", async () => {
    const few = await treeCalls(true);
    const fewWarm = await treeCalls(false);
    calls.reset();
    await accessProfileOf(c.tenantId, c.seller.userId);
    const own = { ...calls.counts };
    expect(few.counts).toEqual({
      ...own,
      QueryCommand: (own.QueryCommand ?? 0) + 2,
      GetItemCommand: (own.GetItemCommand ?? 0) + 1,
    });
    // Warm: the tree kept under the version the settings show, so no Query of the nodes.
    expect(fewWarm.counts).toEqual({ ...few.counts, QueryCommand: few.counts.QueryCommand! - 1 });
    expect(fewWarm.get).toEqual({ ...few.get, QueryCommand: few.get.QueryCommand! - 1 });
    const restricted = (await newNode(c.admin.actor, { title: "Engineering", grants: [deptGrant(c.engineering._id)] }))
      .id;
    for (let index = 0; index < 40; index++)
      await newArticle(
        c.admin.actor,
        index % 2 ? restricted : (await newNode(c.admin.actor, { title: `F${index}` })).id,
        `A${index}`,
      );
    const many = await treeCalls(true);
    expect(many.items).toBeGreaterThan(few.items);
    expect(many.counts).toEqual(few.counts);
    expect(many.get).toEqual(few.get);
    const manyWarm = await treeCalls(false);
    expect(manyWarm.items).toBe(many.items);
    expect(manyWarm.counts).toEqual(fewWarm.counts);
    expect(manyWarm.get).toEqual(fewWarm.get);
  });

  it("costs the same for a tag's page across folders whether one folder or ten hold the tag", async () => {
    const tag = await newTag(c.admin.actor, { module: "articles", name: "Everywhere" });
    const folders = await Promise.all(
      Array.from({ length: 10 }, (_, index) => newNode(c.admin.actor, { title: `Tagged ${index}` })),
    );
    const articles = await Promise.all(
      folders.map((folder, index) => newArticle(c.admin.actor, folder.id, `T${index}`)),
    );
    const tagPage = async (tagged: number) => {
      for (const article of articles.slice(0, tagged)) await setItemTags(c.tenantId, "article", article.id, [tag._id]);
      forgetTrees();
      calls.reset();
      const page = await listArticles(c.seller.actor, c.tenantId, c.seller.userId, { tags: [tag._id], full: true });
      return { titles: page.items.map((item) => item.title).sort(), counts: { ...calls.counts } };
    };
    const one = await tagPage(1);
    const ten = await tagPage(10);
    expect(one.titles).toEqual(["T0"]);
    expect(ten.titles).toHaveLength(10);
    expect(ten.counts).toEqual(one.counts);
    // The profile's reads, the settings' Get, the tree's Query and the tags' Query: no read per folder.
    expect(one.counts).toEqual((await treeCalls(true)).counts);
  });
});
