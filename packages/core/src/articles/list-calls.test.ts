import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessProfileOf } from "../audiences";
import { countDynamoCalls } from "../testing/dynamo-calls";
import { listArticles } from "./list";
import { getArticle } from "./read";
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

async function treeCalls() {
  calls.reset();
  const page = await listArticles(c.seller.actor, c.tenantId, c.seller.userId, {});
  const tree = { items: page.items.length, counts: { ...calls.counts } };
  calls.reset();
  await getArticle(c.seller.actor, first);
  return { ...tree, get: { ...calls.counts } };
}

describe("the tree and an article: a fixed number of calls", () => {
  it("costs the profile, the tree's Query, the settings' Get and the tags' Query, with few or many nodes", async () => {
    const few = await treeCalls();
    calls.reset();
    await accessProfileOf(c.tenantId, c.seller.userId);
    const own = { ...calls.counts };
    expect(few.counts).toEqual({
      ...own,
      QueryCommand: (own.QueryCommand ?? 0) + 2,
      GetItemCommand: (own.GetItemCommand ?? 0) + 1,
    });
    const restricted = (await newNode(c.admin.actor, { title: "Engineering", grants: [deptGrant(c.engineering._id)] }))
      .id;
    for (let index = 0; index < 40; index++)
      await newArticle(
        c.admin.actor,
        index % 2 ? restricted : (await newNode(c.admin.actor, { title: `F${index}` })).id,
        `A${index}`,
      );
    const many = await treeCalls();
    expect(many.items).toBeGreaterThan(few.items);
    expect(many.counts).toEqual(few.counts);
    expect(many.get).toEqual(few.get);
  });
});
