import { cloneClientBodySchema, type CloneClientBodyInput } from "@intranet/contracts/clients";
import type { Grant } from "@intranet/contracts/audiences";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import { beforeEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { copyAiCompanyData, putAiCompanyData } from "../admin";
import { copySections, setArticleRights } from "../articles";
import { deptGrant, kbCompany, newArticle, newNode, userGrant, type KbCompany } from "../articles/test-support";
import { db } from "../db";
import { copyNotificationSetup, createTemplate, putTenantSettings } from "../notifications";
import { AppError } from "../platform";
import { copyCatalogue, createService } from "../services";
import { newGroup, serviceBody } from "../services/test-support";
import { copyStructure, createDepartment, setDepartmentHead } from "../structure";
import { cloneCompany, type CloneWork } from "./clone-parts";
import { captureEvents, captureMail, freshWorkspace, superadmin } from "./test-support";

beforeEach(() => {
  captureMail();
  captureEvents();
});

/** The parts composed as the clients Lambda composes them (functions/src/clone-parts.ts). */
const work: CloneWork = {
  structure: async ({ from, to }) => {
    const { departments, ids } = await copyStructure(from, to);
    return { counts: { departments }, ids };
  },
  knowledgeBase: async ({ actor, from, to, ids }) => ({ counts: await copySections(actor, from, to, ids) }),
  services: async ({ actor, from, to, ids }) => ({ counts: await copyCatalogue(actor, from, to, ids) }),
  notifications: async ({ from, to }) => ({ counts: await copyNotificationSetup(from, to) }),
  ai: async ({ from, to }) => ({ counts: await copyAiCompanyData(from, to) }),
};

const clone = (source: string, body: CloneClientBodyInput, parts: CloneWork = work) =>
  cloneCompany(superadmin, source, freshWorkspace("clone"), z.parse(cloneClientBodySchema, body), parts);

const departmentsOf = async (clientId: string) => {
  const types = ["administrative", "organizational", "functional", "project"] as const;
  const found = await Promise.all(
    types.map((type) => db().entities.structureDept.query.byType({ clientId, type }).go({ pages: "all" })),
  );
  return found.flatMap((page) => page.data);
};

/** A department tree as names: each department's name with its parent's name (the root's parent ""). */
const shapeOf = async (clientId: string) => {
  const departments = await departmentsOf(clientId);
  const byId = new Map(departments.map((dept) => [dept.deptId, dept]));
  return departments
    .map((dept) => `${dept.type}: ${dept.parentId ? byId.get(dept.parentId)?.name : ""} > ${dept.name}`)
    .sort();
};

const journalOf = async (clientId: string) =>
  (await db().entities.journalEntry.query.byTime({ clientId }).go({ pages: "all" })).data;

let kb: KbCompany;
beforeEach(async () => {
  kb ??= await kbCompany();
});

describe("cloning a company with its parts", () => {
  it("copies the departments trees (same names, same parents, new ids) and nothing of the people", async () => {
    const { admin, tenantId, sales, seller } = kb;
    await setDepartmentHead(admin.actor, { dept_id: sales._id, headUser: seller.userId });
    const project = await createDepartment(
      admin.actor,
      z.parse(createDepartmentBodySchema, { type: "project", name: "Projects" }),
    );
    await createDepartment(
      admin.actor,
      z.parse(createDepartmentBodySchema, { type: "project", name: "Apollo", parent: project._id }),
    );
    const source = await departmentsOf(tenantId);

    const cloned = await clone(tenantId, { name: "Copy with structure" });

    expect(cloned.copies).toEqual([{ part: "structure", copied: { departments: source.length } }]);
    expect(await shapeOf(cloned._id)).toEqual(await shapeOf(tenantId));
    expect(await shapeOf(cloned._id)).toEqual(
      expect.arrayContaining([
        "administrative:  > Company",
        "administrative: Company > Sales",
        "administrative: Company > Engineering",
        "project: Projects > Apollo",
      ]),
    );
    const copies = await departmentsOf(cloned._id);
    const sourceIds = new Set(source.map((dept) => dept.deptId));
    expect(copies.some((dept) => sourceIds.has(dept.deptId))).toBe(false);
    expect(copies.every((dept) => dept.employees === 0 && dept.headUserId === undefined)).toBe(true);
    const members = await Promise.all(
      copies.map((dept) =>
        db().entities.structureMember.query.byDept({ clientId: cloned._id, deptId: dept.deptId }).go(),
      ),
    );
    expect(members.flatMap((page) => page.data)).toEqual([]);
    expect((await db().entities.user.query.byTenant({ clientId: cloned._id }).go()).data).toEqual([]);
    // Each tree's head holds the copied shape: a department can be added under a copy.
    const administrative = copies.find((dept) => dept.name === "Sales")!;
    const admin2 = { ...admin.actor, tenantId: cloned._id, homeTenantId: cloned._id };
    await expect(
      createDepartment(
        admin2,
        z.parse(createDepartmentBodySchema, { name: "Sales West", parent: administrative.deptId }),
      ),
    ).resolves.toMatchObject({ name: "Sales West" });

    expect((await journalOf(cloned._id)).map((entry) => [entry.action, entry.detail]).sort()).toEqual([
      ["client.clone", `copied: structure (departments ${source.length})`],
      ["client.clone", `t${tenantId.toLowerCase()} → ${cloned.workspace}`],
    ]);
  });

  it("copies nothing but the settings when the structure is declined", async () => {
    const cloned = await clone(kb.tenantId, { name: "Bare copy", copy: { structure: false } });
    expect(cloned.copies).toEqual([]);
    expect(await departmentsOf(cloned._id)).toEqual([]);
    expect((await journalOf(cloned._id)).map((entry) => entry.action)).toEqual(["client.clone"]);
  });

  it("keeps the new company and names the part that failed, the others copied", async () => {
    const failing: CloneWork = {
      ...work,
      knowledgeBase: () => Promise.reject(new AppError("articles.edit_conflict")),
      ai: () => Promise.reject(new Error("boom")),
    };
    const cloned = await clone(
      kb.tenantId,
      { name: "Partly", copy: { knowledgeBase: true, ai: true, notifications: true } },
      failing,
    );
    expect(cloned.copies).toEqual([
      { part: "structure", copied: { departments: expect.any(Number) } },
      { part: "knowledgeBase", failed: "articles.edit_conflict" },
      { part: "notifications", copied: { templates: 0, defaults: 0 } },
      { part: "ai", failed: "common.server_error" },
    ]);
    expect((await db().entities.client.get({ clientId: cloned._id }).go()).data?.name).toBe("Partly");
    const summary = (await journalOf(cloned._id)).find((entry) => entry.detail?.startsWith("copied"));
    expect(summary?.detail).toMatch(/failed: knowledgeBase \(articles\.edit_conflict\), ai \(common\.server_error\)$/);
  });

  it("copies the knowledge base's folders, the catalogue, the templates and the AI data, never wider open", async () => {
    const { admin, tenantId, sales, seller } = kb;
    const handbook = await newNode(admin.actor, { title: "Handbook" });
    const salesOnly = await newNode(admin.actor, { title: "Sales desk", parentId: handbook.id });
    await setArticleRights(admin.actor, salesOnly.id, [deptGrant(sales._id)]);
    const personal = await newNode(admin.actor, { title: "Seller's corner" });
    await setArticleRights(admin.actor, personal.id, [userGrant(seller.userId, "read")]);
    const notAll: Grant[] = [
      { audience: { kind: "all" }, level: "read" },
      { audience: { kind: "users", userIds: [seller.userId] }, level: "none" },
    ];
    const allButOne = await newNode(admin.actor, { title: "All but one" });
    await setArticleRights(admin.actor, allButOne.id, notAll);
    await newArticle(admin.actor, handbook.id, "Holidays");

    const group = await newGroup(admin.actor, "IT");
    await createService(admin.actor, serviceBody(group._id, { name: "Laptop" }));
    await createService(
      admin.actor,
      serviceBody(group._id, {
        name: "Access card",
        type: "multi",
        departmentId: sales._id,
        steps: [
          { name: "Chief", performer: { kind: "chief" } },
          { name: "Security", performer: { kind: "user", userId: seller.userId } },
        ],
      }),
    );
    await createTemplate(admin.actor, {
      code: "welcome",
      name: "Welcome",
      title: "Hi {{recipient}}",
      short: "",
      full: "",
      variables: [],
    });
    await putTenantSettings(admin.actor, tenantId, { channels: { email: true }, sections: {} });
    await putAiCompanyData(admin.actor, tenantId, { industry: "Retail", tone: "Warm" });

    const cloned = await clone(tenantId, {
      name: "Full copy",
      copy: { knowledgeBase: true, services: true, notifications: true, ai: true },
    });
    expect(cloned.copies).toEqual([
      { part: "structure", copied: { departments: expect.any(Number) } },
      { part: "knowledgeBase", copied: { folders: 4, restricted: 2 } },
      { part: "services", copied: { groups: 1, services: 2, templates: 1 } },
      { part: "notifications", copied: { templates: 1, defaults: 1 } },
      { part: "ai", copied: { fields: 2 } },
    ]);
    const to = cloned._id;
    const { entities } = db();

    const nodes = (await entities.artNode.query.byTree({ clientId: to }).go({ pages: "all" })).data;
    const byTitle = new Map(nodes.map((node) => [node.title, node]));
    expect([...byTitle.keys()].sort()).toEqual(["All but one", "Handbook", "Sales desk", "Seller's corner"]);
    expect(nodes.every((node) => node.kind === "folder")).toBe(true);
    expect(byTitle.get("Sales desk")!.parentId).toBe(byTitle.get("Handbook")!.nodeId);
    const salesCopy = (await departmentsOf(to)).find((dept) => dept.name === "Sales")!;
    expect(byTitle.get("Sales desk")!.grants).toEqual([deptGrant(salesCopy.deptId)]);
    const adminsOnly = [{ audience: { kind: "all" }, level: "none" }];
    expect(byTitle.get("Seller's corner")!.grants).toEqual(adminsOnly);
    expect(byTitle.get("All but one")!.grants).toEqual(adminsOnly);
    expect((await entities.artSettings.get({ clientId: to }).go()).data?.nodeCount).toBe(4);

    const services = (await entities.service.query.byTenant({ clientId: to }).go({ pages: "all" })).data;
    const laptop = services.find((service) => service.name === "Laptop")!;
    const card = services.find((service) => service.name === "Access card")!;
    expect(laptop).toMatchObject({ template: false, forAll: true });
    expect(card).toMatchObject({ template: true, departmentId: salesCopy.deptId });
    expect((card.steps as Array<{ performer: unknown }>).map((step) => step.performer)).toEqual([
      { kind: "chief" },
      { kind: "chief" },
    ]);
    const groups = (await entities.serviceGroup.query.byTenant({ clientId: to }).go()).data;
    expect(groups).toMatchObject([{ name: "IT", servicesCount: 2 }]);
    expect(groups[0]!.groupId).toBe(laptop.groupId);

    expect((await entities.notificationTemplate.get({ clientId: to, code: "welcome" }).go()).data).toMatchObject({
      title: "Hi {{recipient}}",
    });
    expect((await entities.notificationDefaults.get({ clientId: to }).go()).data?.channels).toEqual({ email: true });
    expect((await entities.companyAi.get({ clientId: to }).go()).data).toMatchObject({
      industry: "Retail",
      tone: "Warm",
    });
    expect(JSON.stringify([nodes, services])).not.toContain(seller.userId);
    const summary = (await journalOf(to)).find((entry) => entry.detail?.startsWith("copied"))!;
    expect(summary.detail).toMatch(
      /^copied: structure \(departments \d+\), knowledgeBase \(folders 4, restricted 2\), services \(groups 1, services 2, templates 1\), notifications \(templates 1, defaults 1\), ai \(fields 2\)$/,
    );
  });
});
