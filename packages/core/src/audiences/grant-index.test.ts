import { describe, expect, it } from "vitest";
import { grantsSchema, type Grant } from "@intranet/contracts/audiences";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import * as z from "zod/mini";
import { newId } from "../platform";
import { addDeptUsers, createDepartment } from "../structure";
import { ensureTestTenant } from "../testing/actors";
import { countDynamoCalls } from "../testing/dynamo-calls";
import { member } from "../users/test-support";
import { canRead } from "./access";
import { indexGrants, readablePage, unindexGrants } from "./grant-index";
import { label } from "./labels";
import { accessProfileOf, type AccessProfile } from "./profile";

const grants = (input: unknown): Grant[] => z.parse(grantsSchema, input);

/** A module's objects as the index sees them: ids (time-ordered, like ULIDs) and their grants. */
function collectionOf(clientId: string) {
  const objects = new Map<string, Grant[]>();
  return {
    objects,
    async put(objectId: string, next: Grant[]) {
      await indexGrants(clientId, "docs", objectId, objects.get(objectId) ?? [], next);
      objects.set(objectId, next);
    },
    async remove(objectId: string) {
      await unindexGrants(clientId, "docs", objectId, objects.get(objectId) ?? []);
      objects.delete(objectId);
    },
    grantsOf: async (ids: string[]) =>
      new Map(ids.flatMap((id) => (objects.has(id) ? [[id, objects.get(id)!] as const] : []))),
  };
}

async function everyPage(
  clientId: string,
  docs: ReturnType<typeof collectionOf>,
  profile: AccessProfile,
  limit: number,
) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await readablePage(clientId, "docs", profile, docs.grantsOf, { cursor, limit });
    seen.push(...page.ids);
    cursor = page.cursor;
    pages += 1;
  } while (cursor && pages < 100);
  return seen;
}

const profileWith = (...labels: string[]): AccessProfile => ({
  userId: "u",
  active: true,
  labels: new Set([label.all, ...labels]),
  workingSince: "2024-01-10",
});

describe("listing the objects a person may read", () => {
  it("pages exactly the readable objects, newest first, without duplicates, whatever the mix of grants", async () => {
    const clientId = await ensureTestTenant();
    const docs = collectionOf(clientId);
    const sales = newId();
    const kinds = [
      [{ audience: { kind: "all" }, level: "read" }],
      [{ audience: { kind: "department", deptId: sales }, level: "write" }],
      [{ audience: { kind: "city", city: "Moscow" }, level: "read" }],
      // Everyone but the interns: the exclusion is not indexed, the check drops it.
      [
        { audience: { kind: "all" }, level: "read" },
        { audience: { kind: "position", position: "Intern" }, level: "none" },
      ],
      [{ audience: { kind: "workingTime", fromMonths: 12 }, level: "read" }],
      [
        {
          audience: { kind: "users", userIds: ["01JPERSONA000000000000000A", "01JPERSONB000000000000000B"] },
          level: "read",
        },
      ],
      // Department and city at once: one object, two entries, listed once.
      [
        { audience: { kind: "department", deptId: sales }, level: "read" },
        { audience: { kind: "city", city: "Moscow" }, level: "read" },
      ],
    ];
    for (let index = 0; index < 70; index += 1) await docs.put(newId(), grants(kinds[index % kinds.length]));

    const people = [
      profileWith(),
      profileWith(label.dept(sales), label.city("moscow")),
      profileWith(label.position("intern"), label.user("01JPERSONA000000000000000A")),
      { ...profileWith(label.dept(sales)), workingSince: "2026-10-01" }, // under a year
    ];
    for (const profile of people) {
      const expected = [...docs.objects]
        .filter(([, objectGrants]) => canRead(profile, objectGrants))
        .map(([id]) => id)
        .sort()
        .reverse();
      for (const limit of [7, 20, 100]) expect(await everyPage(clientId, docs, profile, limit)).toEqual(expected);
    }
    // A person in no audience at all (fired) sees nothing.
    expect(await everyPage(clientId, docs, { ...profileWith(), active: false }, 10)).toEqual([]);
  });

  it("costs one Query per label the person holds and the module's one read, whatever the collection's size", async () => {
    const clientId = await ensureTestTenant();
    const docs = collectionOf(clientId);
    for (let index = 0; index < 120; index += 1)
      await docs.put(newId(), grants([{ audience: { kind: "all" }, level: "read" }]));
    const profile = profileWith(label.city("paris"), label.position("analyst"));
    const calls = countDynamoCalls();
    try {
      const page = await readablePage(clientId, "docs", profile, docs.grantsOf, { limit: 20 });
      expect(page.ids).toHaveLength(20);
      // all, city, position, and the working-time label: four Queries; grantsOf is in memory here.
      expect(calls.counts).toEqual({ QueryCommand: 4 });
    } finally {
      calls.stop();
    }
  });

  it("follows grants that change and objects that go, and a move into the department counts on the next request", async () => {
    const tenantId = await ensureTestTenant();
    const admin = await member(tenantId, { role: "admin" });
    const person = await member(tenantId);
    const department = await createDepartment(admin.actor, z.parse(createDepartmentBodySchema, { name: "Legal" }));
    const docs = collectionOf(tenantId);
    const contract = newId();
    await docs.put(contract, grants([{ audience: { kind: "department", deptId: department._id }, level: "read" }]));
    const readable = async () => everyPage(tenantId, docs, await accessProfileOf(tenantId, person.userId), 10);

    expect(await readable()).toEqual([]);
    await addDeptUsers(admin.actor, { dept_id: department._id, users: [person.userId] });
    expect(await readable()).toEqual([contract]);

    await docs.put(contract, grants([{ audience: { kind: "users", userIds: [admin.userId] }, level: "write" }]));
    expect(await readable()).toEqual([]);
    await docs.put(contract, grants([{ audience: { kind: "all" }, level: "read" }]));
    expect(await readable()).toEqual([contract]);
    await docs.remove(contract);
    expect(await readable()).toEqual([]);
    const { data: left } = await import("./entities").then(({ db }) =>
      db().entities.grantEntry.query.byLabel({ clientId: tenantId, collection: "docs", label: label.all }).go(),
    );
    expect(left).toEqual([]);
  });

  it("refuses a cursor that is not an id", async () => {
    const clientId = await ensureTestTenant();
    await expect(
      readablePage(clientId, "docs", profileWith(), async () => new Map(), { cursor: "x'; DROP", limit: 5 }),
    ).rejects.toMatchObject({ code: "common.validation" });
  });
});
