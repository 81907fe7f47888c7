import { beforeAll, describe, expect, it } from "vitest";
import { serviceBodySchema, type ServiceView } from "@intranet/contracts/services";
import { capture } from "../testing/capture";
import { superadminIn } from "../testing/actors";
import { member } from "../users/test-support";
import { ensureTestTenant } from "../testing/actors";
import { catalogue, listGroups, listTemplates, servicesByArticle } from "./catalogue";
import { db } from "./entities";
import { deleteGroup, updateGroup } from "./groups";
import { findGroup, findService } from "./store";
import { addStep, convertService, deleteService, getService, removeStep, updateService, updateStep } from "./services";
import { newGroup, newService, serviceBody, servicesFixture, type ServicesFixture } from "./test-support";
import { servicesSearchSource } from "./search-source";

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const servicesCount = async (clientId: string) =>
  (await db().entities.service.query.byTenant({ clientId }).go({ pages: "all" })).data.length;
const groupCount = async (clientId: string, groupId: string) =>
  (await findGroup(clientId, groupId))?.servicesCount ?? 0;

let c: ServicesFixture;
beforeAll(async () => {
  c = await servicesFixture();
});

describe("services: §5 rules refuse with their code and write nothing", () => {
  it("refuses each rule", async () => {
    const before = await servicesCount(c.tenantId);
    const admin = c.admin.actor;
    const cases: Array<[string, () => Promise<unknown>]> = [
      ["services.group_not_found", () => newService({ admin: c.admin, groupId: "01HZZZZZZZZZZZZZZZZZZZZZZZ" })],
      ["services.unknown_department", () => newService(c, { departmentId: "01HZZZZZZZZZZZZZZZZZZZZZZZ" })],
      ["services.unknown_article", () => newService(c, { articleId: "01HZZZZZZZZZZZZZZZZZZZZZZZ" })],
      [
        "services.unknown_person",
        () =>
          newService(c, { steps: [{ name: "X", performer: { kind: "user", userId: "01HZZZZZZZZZZZZZZZZZZZZZZZ" } }] }),
      ],
      ["services.no_access", () => newService({ admin: c.employee, groupId: c.groupId })],
    ];
    for (const [expected, work] of cases) expect([expected, await code(work)]).toEqual([expected, expected]);
    const six = Array(6).fill({ name: "S", performer: { kind: "chief" } });
    expect(
      serviceBodySchema.safeParse({ ...serviceBody(c.groupId), type: "multi", steps: six }).error?.issues[0]?.message,
    ).toBe("services.too_many_steps");
    expect(
      serviceBodySchema.safeParse({ ...serviceBody(c.groupId), steps: six.slice(0, 2) }).error?.issues[0]?.message,
    ).toBe("services.simple_one_step");
    expect(await servicesCount(c.tenantId)).toBe(before);
    expect(admin.tenantId).toBe(c.tenantId);
  });

  it("cleans the description and keeps an excerpt; a department and a person that exist pass", async () => {
    const service = await newService(c, {
      description: "<p>Hello <script>alert(1)</script><b>world</b></p>",
      departmentId: c.support._id,
      steps: [{ name: "Agent", performer: { kind: "users", userIds: [c.agent.userId] } }],
    });
    expect(service.description).not.toContain("script");
    expect(service.excerpt).toBe("Hello world");
    expect(service.steps.map((step) => step.id)).toEqual(["s1"]);
    expect(service.can).toEqual({ order: true, manage: true, orders: true });
  });
});

describe("services: groups", () => {
  it("deletes only an empty group; counts follow creates, moves and deletes", async () => {
    const group = await newGroup(c.admin.actor, "Temp");
    const other = await newGroup(c.admin.actor, "Other");
    const service = await newService(c, { groupId: group._id });
    expect(await groupCount(c.tenantId, group._id)).toBe(1);
    expect(await code(() => deleteGroup(c.admin.actor, group._id))).toBe("services.group_not_empty");
    await updateService(c.admin.actor, service._id, serviceBody(other._id));
    expect([await groupCount(c.tenantId, group._id), await groupCount(c.tenantId, other._id)]).toEqual([0, 1]);
    await deleteGroup(c.admin.actor, group._id);
    expect(await findGroup(c.tenantId, group._id)).toBeUndefined();
    await deleteService(c.admin.actor, service._id);
    expect(await groupCount(c.tenantId, other._id)).toBe(0);
    expect(await findService(c.tenantId, service._id)).toBeUndefined();
    await deleteGroup(c.admin.actor, other._id);
  });

  it("a concurrent create and group delete: exactly one wins and the count is exact", async () => {
    for (let round = 0; round < 4; round++) {
      const group = await newGroup(c.admin.actor, `Race ${round}`);
      const [created, deleted] = await Promise.allSettled([
        newService(c, { groupId: group._id }),
        deleteGroup(c.admin.actor, group._id),
      ]);
      const left = await findGroup(c.tenantId, group._id);
      if (created.status === "fulfilled") {
        expect(deleted.status).toBe("rejected");
        expect(left?.servicesCount).toBe(1);
        await deleteService(c.admin.actor, created.value._id);
        await deleteGroup(c.admin.actor, group._id);
      } else {
        expect(deleted.status).toBe("fulfilled");
        expect(left).toBeUndefined();
      }
    }
  });

  it("renames, lists for the caller's company only", async () => {
    const group = await newGroup(c.admin.actor, "Zeta");
    await updateGroup(c.admin.actor, group._id, { name: "Zed" });
    const groups = await listGroups(c.employee.actor, c.tenantId);
    expect(groups.find((g) => g._id === group._id)?.name).toBe("Zed");
    const outsider = await member(await ensureTestTenant(), {});
    expect(await code(() => listGroups(outsider.actor, c.tenantId))).toBe("common.no_access");
    expect(await code(() => updateGroup(c.admin.actor, "01HZZZZZZZZZZZZZZZZZZZZZZZ", { name: "X" }))).toBe(
      "services.group_not_found",
    );
    await deleteGroup(c.admin.actor, group._id);
  });
});

describe("services: the catalogue shows what the caller may see", () => {
  let forSupport: ServiceView;
  let forAll: ServiceView;
  let template: ServiceView;
  beforeAll(async () => {
    forSupport = await newService(c, {
      name: "Support only",
      forAll: false,
      audiences: [{ kind: "department", deptId: c.support._id, subdepartments: true }],
    });
    forAll = await newService(c, { name: "Everyone coffee", description: "<p>Fresh beans daily</p>" });
    template = await newService(c, { name: "Template thing", template: true });
  });
  const ids = (view: { services: Array<{ _id: string }> }) => view.services.map((s) => s._id);

  it("an employee in or out of the audience; admin sees templates; another tenant nothing", async () => {
    const agent = ids(await catalogue(c.agent.actor, c.tenantId, {}));
    expect(agent).toEqual(expect.arrayContaining([forSupport._id, forAll._id]));
    expect(agent).not.toContain(template._id);
    const employee = ids(await catalogue(c.employee.actor, c.tenantId, {}));
    expect(employee).toContain(forAll._id);
    expect(employee).not.toContain(forSupport._id);
    expect(await code(() => getService(c.employee.actor, forSupport._id))).toBe("services.not_found");
    expect((await getService(c.agent.actor, forSupport._id)).can.order).toBe(true);
    const admin = ids(await catalogue(c.admin.actor, c.tenantId, {}));
    expect(admin).toEqual(expect.arrayContaining([forSupport._id, forAll._id, template._id]));
    expect((await listTemplates(c.admin.actor, c.tenantId)).map((s) => s._id)).toEqual([template._id]);
    expect(await code(() => listTemplates(c.employee.actor, c.tenantId))).toBe("services.no_access");
    const outsider = await member(await ensureTestTenant(), { role: "admin" });
    expect(await code(() => catalogue(outsider.actor, c.tenantId, {}))).toBe("common.no_access");
    expect(await code(() => getService(outsider.actor, forAll._id))).toBe("services.not_found");
  });

  it("a group's count tells nobody of services that are not for them (admins see the whole count)", async () => {
    const countIn = (groups: Array<{ _id: string; servicesCount: number }>) =>
      groups.find((group) => group._id === c.groupId)!.servicesCount;
    const byAdmin = countIn(await listGroups(c.admin.actor, c.tenantId));
    const byAgent = countIn((await catalogue(c.agent.actor, c.tenantId, {})).groups);
    const byEmployee = countIn(await listGroups(c.employee.actor, c.tenantId));
    // The template is the admins'; "Support only" is the agent's, not the employee's.
    expect(byAgent).toBeLessThan(byAdmin);
    expect(byEmployee).toBe(byAgent - 1);
    expect(byEmployee).toBe(ids(await catalogue(c.employee.actor, c.tenantId, {})).length);
  });

  it("a superadmin inside the workspace sees all but orders nothing", async () => {
    const view = await catalogue(superadminIn(c.tenantId), c.tenantId, {});
    expect(ids(view)).toEqual(expect.arrayContaining([forSupport._id, forAll._id, template._id]));
    expect(view.services.every((s) => !s.can.order && s.can.manage)).toBe(true);
  });

  it("the responsible department finds a service it may not order; its orders are theirs", async () => {
    const owned = await newService(c, {
      name: "Owned",
      forAll: false,
      audiences: [{ kind: "users", userIds: [c.employee.userId] }],
      departmentId: c.support._id,
    });
    expect((await getService(c.head.actor, owned._id)).can).toEqual({ order: false, manage: false, orders: true });
    expect((await getService(c.employee.actor, owned._id)).can).toEqual({ order: true, manage: false, orders: false });
    expect(await code(() => getService(c.other.actor, owned._id))).toBe("services.not_found");
    await deleteService(c.admin.actor, owned._id);
    expect(await code(() => getService(c.admin.actor, owned._id))).toBe("services.not_found");
  });

  it("filters by group and by words", async () => {
    expect(ids(await catalogue(c.employee.actor, c.tenantId, { q: "FRESH coffee" }))).toEqual([forAll._id]);
    expect(ids(await catalogue(c.employee.actor, c.tenantId, { group: "01HZZZZZZZZZZZZZZZZZZZZZZZ" }))).toEqual([]);
  });

  it("search: readers from the grants, templates for admins only", async () => {
    const [doc] = await servicesSearchSource.load(c.tenantId, `service:${template._id}`);
    expect(doc!.readers).toEqual(["admins"].map((x) => expect.stringContaining(x)));
    const [all] = await servicesSearchSource.load(c.tenantId, `service:${forAll._id}`);
    expect(all!.readers.length).toBe(2);
  });
});

describe("services: steps and convert", () => {
  it("adds, updates, removes steps within the limits; ids never reused", async () => {
    const service = await newService(c, { type: "multi", steps: [] });
    expect((await getService(c.admin.actor, service._id)).can.order).toBe(false);
    let view = service;
    for (let i = 0; i < 5; i++)
      view = await addStep(c.admin.actor, service._id, {
        name: `S${i}`,
        performer: { kind: "chief" },
        fields: [],
        review: false,
        dayLimit: 0,
      });
    expect(view.steps.map((s) => s.id)).toEqual(["s1", "s2", "s3", "s4", "s5"]);
    expect(view.can.order).toBe(true);
    expect(
      await code(() =>
        addStep(c.admin.actor, service._id, {
          name: "S6",
          performer: { kind: "chief" },
          fields: [],
          review: false,
          dayLimit: 0,
        }),
      ),
    ).toBe("services.too_many_steps");
    expect(
      await code(() =>
        updateStep(c.admin.actor, service._id, "s2", {
          name: "X",
          performer: { kind: "user", userId: "01HZZZZZZZZZZZZZZZZZZZZZZZ" },
          fields: [],
          review: false,
          dayLimit: 0,
        }),
      ),
    ).toBe("services.unknown_person");
    view = await updateStep(c.admin.actor, service._id, "s2", {
      name: "Agent",
      performer: { kind: "user", userId: c.agent.userId },
      fields: [],
      review: true,
      dayLimit: 2,
    });
    expect(view.steps[1]).toMatchObject({ id: "s2", name: "Agent", review: true });
    view = await removeStep(c.admin.actor, service._id, "s5");
    view = await addStep(c.admin.actor, service._id, {
      name: "Last",
      performer: { kind: "initiator" },
      fields: [],
      review: false,
      dayLimit: 0,
    });
    expect(view.steps.map((s) => s.id)).toEqual(["s1", "s2", "s3", "s4", "s6"]);
    expect(await code(() => removeStep(c.admin.actor, service._id, "s5"))).toBe("services.step_not_found");
    expect(await code(() => removeStep(c.employee.actor, service._id, "s1"))).toBe("services.no_access");

    view = await convertService(c.admin.actor, service._id, { type: "simple" });
    expect([view.type, view.steps.map((s) => s.id)]).toEqual(["simple", ["s1"]]);
    expect(
      await code(() =>
        addStep(c.admin.actor, service._id, {
          name: "Two",
          performer: { kind: "chief" },
          fields: [],
          review: false,
          dayLimit: 0,
        }),
      ),
    ).toBe("services.simple_one_step");
    view = await convertService(c.admin.actor, service._id, { type: "multi" });
    expect([view.type, view.steps.length, view.can.order]).toEqual(["multi", 1, false]);
    const stored = await findService(c.tenantId, service._id);
    expect(stored?.nextStep).toBe(7);
  });
});

describe("services: by article", () => {
  it("lists the services an article describes", async () => {
    const { createArticle } = await import("../articles");
    const { createArticleBodySchema } = await import("@intranet/contracts/articles");
    const z = await import("zod/mini");
    const folder = await createArticle(
      c.admin.actor,
      z.parse(createArticleBodySchema, { kind: "folder", title: "Help" }),
    );
    const article = await createArticle(
      c.admin.actor,
      z.parse(createArticleBodySchema, {
        kind: "article",
        parentId: folder.id,
        title: "How to order",
        content: "<p>Text</p>",
      }),
    );
    const service = await newService(c, { articleId: article.id, description: "" });
    expect((await servicesByArticle(c.employee.actor, article.id)).map((s) => s._id)).toEqual([service._id]);
    expect((await getService(c.employee.actor, service._id)).articleId).toBe(article.id);
    // Without its article again, it leaves the index (the sparse index's condition).
    await updateService(c.admin.actor, service._id, serviceBody(c.groupId));
    expect(await servicesByArticle(c.employee.actor, article.id)).toEqual([]);
    expect((await getService(c.employee.actor, service._id)).articleId).toBeNull();
  });
});

describe("services: the editor's whole save", () => {
  it("PUT replaces the route: sent ids are kept, new steps get new ids, never a reused one", async () => {
    const step = (name: string, id?: string) => ({
      name,
      performer: { kind: "initiator" as const },
      ...(id ? { id } : {}),
    });
    const service = await newService(c, { type: "multi", steps: [step("One"), step("Two")] });
    expect(service.steps.map((each) => each.id)).toEqual(["s1", "s2"]);
    const edited = await updateService(
      c.admin.actor,
      service._id,
      serviceBody(c.groupId, {
        type: "multi",
        steps: [step("Two, first now", "s2"), step("Three"), step("Forged", "s9")],
      }),
    );
    expect(edited.steps.map((each) => [each.id, each.name])).toEqual([
      ["s2", "Two, first now"],
      ["s3", "Three"],
      ["s4", "Forged"],
    ]);
  });
});
