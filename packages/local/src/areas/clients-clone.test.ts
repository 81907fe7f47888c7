import { beforeAll, describe, expect, it } from "vitest";
import type { ClientCloned } from "@intranet/contracts/clients";
import type { JournalPage } from "@intranet/contracts/journal";
import type { DepartmentView, StructureView } from "@intranet/contracts/structure";
import { newId } from "@intranet/core/platform";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

const api = useTestApi();

/** A company with Company ← Sales (Ann in it, its head), a knowledge-base section, its admin and the superadmin. */
let source: { tenantId: string; admin: Member; ann: Member; root: Outside; rootId: string };
beforeAll(async () => {
  const tenantId = await ensureTestTenant();
  const [admin, ann, platform] = await Promise.all([
    member(tenantId, { role: "admin" }),
    member(tenantId, { profile: { firstName: "Ann", lastName: "Archer" } }),
    tokenFor({ role: "superadmin" }),
  ]);
  const company: DepartmentView = await ok(api.as(admin, "POST", "/api/structure", { body: { name: "Company" } }), 201);
  const sales: DepartmentView = await ok(
    api.as(admin, "POST", "/api/structure", { body: { name: "Sales", parent: company._id } }),
    201,
  );
  await ok(api.as(admin, "POST", "/api/dept_users", { body: { dept_id: sales._id, users: [ann.userId] } }));
  await ok(api.as(admin, "PUT", "/api/dept_users", { body: { dept_id: sales._id, headUser: ann.userId } }));
  await ok(api.as(admin, "POST", "/api/article", { body: { kind: "folder", title: "Handbook" } }), 201);
  source = { tenantId, admin, ann, root: { token: platform.token }, rootId: platform.userId };
});

/** The superadmin outside any company: a token alone. */
type Outside = { token: string };
const call = (who: Caller | Outside, method: string, path: string, body?: unknown) =>
  api.call(method, path, { token: who.token, ...("tenantId" in who ? { clientId: who.tenantId } : {}), body });

const workspace = () => `clone${newId().toLowerCase()}`;
const cloneAs = (who: Caller | Outside, body: unknown, into = workspace()) =>
  call(who, "POST", `/api/clients/${source.tenantId}/clone/${into}`, body);
const structureOf = async (clientId: string) => {
  const view: StructureView = await ok(
    api.as({ token: source.root.token, tenantId: clientId }, "GET", `/api/structure/byClient/${clientId}`),
  );
  const byId = new Map(view.departments.map((dept) => [dept._id, dept]));
  return view.departments.map((dept) => ({
    name: dept.name,
    parent: dept.parent ? byId.get(dept.parent)?.name : null,
    employees: dept.employees,
    head: dept.headUser,
  }));
};

describe("POST /api/clients/{old}/clone/{workspace} with parts", () => {
  it("the superadmin clones with the structure (by default) and the knowledge base's sections, without the people", async () => {
    const cloned: ClientCloned = await ok(
      cloneAs(source.root, { name: "Clone Co", copy: { knowledgeBase: true } }),
      201,
    );
    expect(cloned.copies).toEqual([
      { part: "structure", copied: { departments: 2 } },
      { part: "knowledgeBase", copied: { folders: 1, restricted: 0 } },
    ]);
    expect(await structureOf(cloned._id)).toEqual(
      expect.arrayContaining([
        { name: "Company", parent: null, employees: 0, head: null },
        { name: "Sales", parent: "Company", employees: 0, head: null },
      ]),
    );
    const original = await structureOf(source.tenantId);
    expect(original.find((dept) => dept.name === "Sales")).toMatchObject({ employees: 1 });
    expect((await ok(call(source.root, "GET", `/api/clients/stat/${cloned._id}`))).users.total).toBe(0);

    const inClone = { token: source.root.token, tenantId: cloned._id };
    const sections = await ok(api.as(inClone, "GET", `/api/user/${cloned._id}/articles/access_for/${source.rootId}`));
    expect(JSON.stringify(sections)).toContain("Handbook");

    const journal: JournalPage = await ok(call(source.root, "GET", `/api/journal/${cloned._id}`));
    expect(journal.entries.map((entry) => [entry.action, entry.detail])).toEqual(
      expect.arrayContaining([["client.clone", "copied: structure (departments 2), knowledgeBase (folders 1)"]]),
    );
  });

  it("copies nothing but the settings when the structure is declined", async () => {
    const cloned: ClientCloned = await ok(cloneAs(source.root, { name: "Bare Co", copy: { structure: false } }), 201);
    expect(cloned.copies).toEqual([]);
    expect(await structureOf(cloned._id)).toEqual([]);
  });

  it("refuses the company's own admin (403) and a malformed choice (400), creating nothing", async () => {
    const into = workspace();
    expectError(await cloneAs(source.admin, { name: "Mine" }, into), 403, "common.no_access");
    expect((await call(source.root, "GET", `/api/clients/by_ws/${into}`)).status).toBe(404);
    expect((await cloneAs(source.root, { name: "Odd", copy: { structure: "yes" } }, into)).status).toBe(400);
    expect((await call(source.root, "GET", `/api/clients/by_ws/${into}`)).status).toBe(404);
  });
});
