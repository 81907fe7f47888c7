import { beforeAll, describe, expect, it } from "vitest";
import type { ArticleTreeView, ArticleView } from "@intranet/contracts/articles";
import type { Grant } from "@intranet/contracts/audiences";
import { workingTimeBands } from "@intranet/contracts/audiences";
import { kbCompany, type KbCompany } from "@intranet/core/articles/test-support";
import { syncPeople } from "@intranet/core/audiences";
import { addDeptUsers, setDepartmentHead } from "@intranet/core/structure";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";

/**
 * The knowledge base's rights with every audience kind the rights dialog offers (product-spec §6):
 * the heads of departments, a manager's team, a working-time band and people named one by one,
 * each read through the article itself and the tree (the grant index) by those in and out of it.
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

let c: KbCompany;
/** In Sales under Sam, its head. */
let junior: Member;
let folderId: string;

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};

beforeAll(async () => {
  c = await kbCompany();
  junior = await member(c.tenantId, { rights: ["knowl_base"], profile: { firstName: "Jo", lastName: "Junior" } });
  await addDeptUsers(c.admin.actor, { dept_id: c.sales._id, users: [junior.userId] });
  await setDepartmentHead(c.admin.actor, { dept_id: c.sales._id, headUser: c.seller.userId });
  // Eve started three years ago (the 1-5 years band), Otto last month, the others never said.
  await ok(as(c.admin, "PUT", `/api/user/${c.engineer.userId}`, { body: { workingSince: yearsAgo(3) } }));
  await ok(as(c.admin, "PUT", `/api/user/${c.outsider.userId}`, { body: { workingSince: yearsAgo(0) } }));
  await syncPeople(c.tenantId, [c.seller.userId, junior.userId, c.engineer.userId, c.outsider.userId]);
  const folder: ArticleView = await ok(
    as(c.admin, "POST", "/api/article", { body: { kind: "folder", title: "Team" } }),
    201,
  );
  folderId = folder.id;
});

const article = async (title: string, grants: Grant[]): Promise<ArticleView> =>
  ok(
    as(c.admin, "POST", "/api/article", {
      body: { kind: "article", parentId: folderId, title, content: `<p>${title}</p>`, grants },
    }),
    201,
  );

/** Who of the company reads it: by GET of the article and by the tree, which must agree. */
async function readers(node: ArticleView): Promise<string[]> {
  const people = { seller: c.seller, junior, engineer: c.engineer, outsider: c.outsider };
  const found: string[] = [];
  for (const [name, who] of Object.entries(people)) {
    const response = await as(who, "GET", `/api/article/${node.id}`);
    const tree: ArticleTreeView = await ok(as(who, "GET", `/api/user/${c.tenantId}/articles/access_for/${who.userId}`));
    const listed = tree.items.some((item) => item.id === node.id);
    if (response.status === 200) found.push(name);
    else expectError(response, 404, "articles.not_found");
    expect(listed, `${name} sees it in the tree as by GET`).toBe(response.status === 200);
  }
  return found;
}

describe("knowledge-base rights by every audience kind", () => {
  it("the heads of departments: Sam, who heads Sales, and nobody under him", async () => {
    const node = await article("For heads", [{ audience: { kind: "managers" }, level: "read" }]);
    expect(await readers(node)).toEqual(["seller"]);
  });

  it("a manager's team: the people of the departments Sam heads, not Sam himself", async () => {
    const node = await article("For Sam's team", [
      { audience: { kind: "manager", userId: c.seller.userId }, level: "read" },
    ]);
    expect(await readers(node)).toEqual(["junior"]);
  });

  it("a working-time band: 1 to 5 years holds Eve (3 years), not Otto (a month) nor those without a start", async () => {
    const node = await article("For the experienced", [
      { audience: { kind: "workingTime", ...workingTimeBands["1-5y"] }, level: "read" },
    ]);
    expect(await readers(node)).toEqual(["engineer"]);
  });

  it("people named one by one (the manual filter), less a head excluded by `none`", async () => {
    const node = await article("Hand-picked", [
      { audience: { kind: "users", userIds: [c.outsider.userId, c.seller.userId] }, level: "read" },
      { audience: { kind: "managers" }, level: "none" },
    ]);
    expect(await readers(node)).toEqual(["outsider"]);
  });
});
