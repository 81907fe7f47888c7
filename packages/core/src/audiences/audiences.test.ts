import { beforeAll, describe, expect, it } from "vitest";
import { audienceSchema, grantsSchema, type AudienceInput } from "@intranet/contracts/audiences";
import { createDepartmentBodySchema, type DepartmentView } from "@intranet/contracts/structure";
import * as z from "zod/mini";
import { ensureTestTenant } from "../testing/actors";
import { addDeptUsers, createDepartment, setDepartmentHead, updateDepartment } from "../structure";
import { member, type Member } from "../users/test-support";
import { removeEmployee, togglePin, updateUser } from "../users";
import { canRead, canWrite, isInAudience, levelFor } from "./access";
import { directoryPage, facetValues } from "./directory";
import { audiencePage, membersOf, readersOf } from "./members";
import { accessProfileOf } from "./profile";
import { resyncDirectory } from "./subscriber";
import { syncPeople } from "./sync";

/**
 * A company of six: Acme ← Sales ← Sales East, Acme ← IT. Ann heads Sales, Bob is in Sales East,
 * Cat in IT (Moscow), Dan nowhere, Eve fired later.
 */
let tenantId: string;
let admin: Member;
let ann: Member, bob: Member, cat: Member, dan: Member, eve: Member;
let acme: DepartmentView, sales: DepartmentView, east: DepartmentView, it_: DepartmentView;

const audience = (input: AudienceInput) => z.parse(audienceSchema, input);
const ids = (list: Member[]) => list.map((person) => person.userId).sort();
const everyone = () => [admin, ann, bob, cat, dan, eve].map((person) => person.userId);
const resync = () => syncPeople(tenantId, everyone());

beforeAll(async () => {
  tenantId = await ensureTestTenant();
  admin = await member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } });
  const staff = await Promise.all(
    ["Ann Adams", "Bob Brown", "Cat Clark", "Dan Dean", "Eve Evans"].map((name) => {
      const [firstName, lastName] = name.split(" ");
      return member(tenantId, { profile: { firstName, lastName } });
    }),
  );
  [ann, bob, cat, dan, eve] = staff as [Member, Member, Member, Member, Member];
  const make = (input: z.input<typeof createDepartmentBodySchema>) =>
    createDepartment(admin.actor, z.parse(createDepartmentBodySchema, input));
  acme = await make({ name: "Acme" });
  sales = await make({ name: "Sales", parent: acme._id });
  east = await make({ name: "Sales East", parent: sales._id });
  it_ = await make({ name: "IT", parent: acme._id });
  await addDeptUsers(admin.actor, { dept_id: sales._id, users: [ann.userId] });
  await addDeptUsers(admin.actor, { dept_id: east._id, users: [bob.userId] });
  await addDeptUsers(admin.actor, { dept_id: it_._id, users: [cat.userId] });
  await setDepartmentHead(admin.actor, { dept_id: sales._id, headUser: ann.userId });
  await updateUser(admin.actor, cat.userId, { city: "Moscow", position: "Developer", office: "Tower A" });
  await updateUser(admin.actor, bob.userId, {
    city: " moscow ",
    position: "Sales manager",
    workingSince: "2020-01-15",
  });
  await updateUser(admin.actor, ann.userId, { position: "Head of sales", workingSince: "2025-06-01" });
  await resync();
});

describe("who is in an audience", () => {
  const members = async (input: AudienceInput) => (await membersOf(tenantId, audience(input))).sort();

  it("answers each kind from the structure and people's records", async () => {
    expect(await members({ kind: "department", deptId: sales._id })).toEqual(ids([ann, bob]));
    expect(await members({ kind: "department", deptId: sales._id, subdepartments: false })).toEqual(ids([ann]));
    expect(await members({ kind: "managers" })).toEqual(ids([ann]));
    expect(await members({ kind: "manager", userId: ann.userId })).toEqual(ids([bob]));
    expect(await members({ kind: "city", city: "MOSCOW" })).toEqual(ids([bob, cat]));
    expect(await members({ kind: "position", position: "developer" })).toEqual(ids([cat]));
    expect(await members({ kind: "users", userIds: [dan.userId, eve.userId] })).toEqual(ids([dan, eve]));
    expect((await members({ kind: "all" })).length).toBe(6);
  });

  it("counts working time in whole months", async () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const within = async (input: AudienceInput) => (await membersOf(tenantId, audience(input), now)).sort();
    // Bob since 2020-01-15 (82 months), Ann since 2025-06-01 (17 months): nobody else has a date.
    expect(await within({ kind: "workingTime", fromMonths: 12 })).toEqual(ids([ann, bob]));
    expect(await within({ kind: "workingTime", toMonths: 17 })).toEqual([]);
    expect(await within({ kind: "workingTime", fromMonths: 17, toMonths: 18 })).toEqual(ids([ann]));
    expect(await within({ kind: "workingTime", fromMonths: 18 })).toEqual(ids([bob]));
  });

  it("pages an audience in display order, two calls a page", async () => {
    const first = await audiencePage(tenantId, audience({ kind: "all" }), { size: 4 });
    const second = await audiencePage(tenantId, audience({ kind: "all" }), { size: 4, cursor: first.cursor });
    // By last name: Adams, Admin, Brown, Clark, Dean, Evans.
    const order = [ann, admin, bob, cat, dan, eve].map((person) => person.userId);
    expect(first.userIds).toEqual(order.slice(0, 4));
    expect([...first.userIds, ...second.userIds]).toEqual(order);
  });
});

describe("what a person may do with an object", () => {
  const grants = (input: unknown) => z.parse(grantsSchema, input);

  it("gives the strongest level of the audiences that hold them; none excludes", async () => {
    const list = grants([
      { audience: { kind: "department", deptId: sales._id }, level: "read" },
      { audience: { kind: "users", userIds: [ann.userId] }, level: "write" },
      { audience: { kind: "city", city: "Moscow" }, level: "none" },
    ]);
    const [annP, bobP, catP, danP] = await Promise.all(
      [ann, bob, cat, dan].map((person) => accessProfileOf(tenantId, person.userId)),
    );
    expect(levelFor(annP!, list)).toBe("write");
    expect(canWrite(annP!, list)).toBe(true);
    expect(levelFor(bobP!, list)).toBe("none"); // in Sales East, but in Moscow
    expect(canRead(catP!, list)).toBe(false);
    expect(canRead(danP!, list)).toBe(false);
    expect((await readersOf(tenantId, list)).sort()).toEqual(ids([ann]));
  });

  it("follows a move into a department on the very next check, before any sync", async () => {
    const list = grants([{ audience: { kind: "department", deptId: it_._id }, level: "read" }]);
    expect(canRead(await accessProfileOf(tenantId, dan.userId), list)).toBe(false);
    await addDeptUsers(admin.actor, { dept_id: it_._id, users: [dan.userId] });
    expect(canRead(await accessProfileOf(tenantId, dan.userId), list)).toBe(true);
    const sub = audience({ kind: "department", deptId: acme._id });
    expect(isInAudience(await accessProfileOf(tenantId, dan.userId), sub)).toBe(true);
  });

  it("leaves a fired person out of every audience, even all", async () => {
    await removeEmployee(admin.actor, eve.userId, "fire");
    const profile = await accessProfileOf(tenantId, eve.userId);
    expect(isInAudience(profile, audience({ kind: "all" }))).toBe(false);
    await resync();
    expect(await membersOf(tenantId, audience({ kind: "all" }))).not.toContain(eve.userId);
  });
});

describe("the directory index", () => {
  it("moves a whole subtree when a department moves: its people are under the new parent", async () => {
    await updateDepartment(admin.actor, { _id: east._id, parent: it_._id });
    await resync();
    const underIt = (await membersOf(tenantId, audience({ kind: "department", deptId: it_._id }))).sort();
    expect(underIt).toContain(bob.userId);
    expect(await membersOf(tenantId, audience({ kind: "manager", userId: ann.userId }))).toEqual([]);
    await updateDepartment(admin.actor, { _id: east._id, parent: sales._id });
    await resync();
  });

  it("filters pages by department, city and position together, pinned people first", async () => {
    await togglePin(admin.actor, cat.userId);
    await resync();
    const all = await directoryPage(tenantId, {}, { size: 10 });
    expect(all.cards[0]!.userId).toBe(cat.userId);
    const moscow = await directoryPage(tenantId, { city: "moscow" }, { size: 10 });
    expect(moscow.cards.map((card) => card.userId)).toEqual([cat.userId, bob.userId]);
    const salesInMoscow = await directoryPage(
      tenantId,
      { dept: { deptId: acme._id, subdepartments: true }, city: "Moscow", position: "sales manager" },
      { size: 10 },
    );
    expect(salesInMoscow.cards.map((card) => card.userId)).toEqual([bob.userId]);
    expect(salesInMoscow.cards[0]!.department).toBe("Sales East");
    await togglePin(admin.actor, cat.userId);
    await resync();
  });

  it("counts each filter value exactly, across changes and concurrent syncs", async () => {
    const cities = async () =>
      Object.fromEntries((await facetValues(tenantId)).city.map((row) => [row.value.trim().toLowerCase(), row.count]));
    expect(await cities()).toEqual({ moscow: 2 });
    await updateUser(admin.actor, cat.userId, { city: "Kazan" });
    await Promise.all([resync(), resync(), resync()]);
    expect(await cities()).toEqual({ moscow: 1, kazan: 1 });
    await updateUser(admin.actor, cat.userId, { city: "Moscow" });
    await resyncDirectory(tenantId);
    expect(await cities()).toEqual({ moscow: 2 });
  });
});
