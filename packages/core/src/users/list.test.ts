import { beforeAll, describe, expect, it } from "vitest";
import type { UserPage } from "@intranet/contracts";
import { ensureTestTenant } from "../testing/actors";
import { filterUsers } from "../clients";
import { listUsersOfClient, usersPage } from "./list";
import { togglePin } from "./pins";
import { writeUserStatus } from "./store";
import { member, refusal, tenantWithAdmin, type Member } from "./test-support";

/** Reads every page, checking none is larger than asked. */
async function allPages(read: (cursor: string | null) => Promise<UserPage>, size: number) {
  const pages: UserPage[] = [];
  let cursor: string | null = null;
  do {
    const page = await read(cursor);
    expect(page.items.length).toBeLessThanOrEqual(size);
    pages.push(page);
    cursor = page.cursor;
  } while (cursor && pages.length < 50);
  return { pages, items: pages.flatMap((page) => page.items) };
}

// Last names chosen so that code-point order differs from creation order and from id order.
const lastNames = [
  "Quinn",
  "adams",
  "Baker",
  "Zhou",
  "Evans",
  "Carter",
  "Young",
  "Diaz",
  "Foster",
  "Garcia",
  "Hughes",
  "Irwin",
  "Jones",
  "Khan",
  "Lopez",
  "Moore",
  "Nolan",
  "Owens",
  "Price",
  "Reed",
  "Smith",
  "Smithers",
  "Turner",
  "Usher",
  "Vance",
];

describe("listing a tenant's users", () => {
  let tenantId: string;
  let workspace: string;
  let admin: Member;
  let people: Member[];

  beforeAll(async () => {
    ({ tenantId, workspace, admin } = await tenantWithAdmin());
    people = await Promise.all(
      lastNames.map((lastName, index) =>
        member(tenantId, {
          profile: {
            firstName: `P${index}`,
            lastName,
            department: index % 3 === 0 ? "Sales" : "Engineering",
            position: index % 2 ? "Engineer" : "Manager",
          },
        }),
      ),
    );
    // Two of them leave: one fired, one deleted.
    await writeUserStatus(tenantId, people[3]!.userId, "fired");
    await writeUserStatus(tenantId, people[7]!.userId, "deleted");
  });

  const nameOrder = (names: string[]) => [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));

  it("pages the active users by name, each exactly once, pinned ones first", async () => {
    const { pages, items } = await allPages(
      (cursor) =>
        listUsersOfClient(admin.actor, tenantId, { status: "active", cursor: cursor ?? undefined, limit: 10 }),
      10,
    );
    expect(pages[0]!.items).toHaveLength(10);
    expect(pages[1]!.items).toHaveLength(10);
    // 25 people + the admin - fired - deleted = 24 active.
    expect(items.map((user) => user.lastName)).toEqual(
      nameOrder([...lastNames.filter((name) => name !== "Zhou" && name !== "Diaz"), "admin"]),
    );
    expect(new Set(items.map((user) => user._id)).size).toBe(24);
    expect(items.every((user) => user.status === "active")).toBe(true);

    await togglePin(admin.actor, people[24]!.userId); // Vance
    await togglePin(admin.actor, people[0]!.userId); // Quinn
    const first = await listUsersOfClient(admin.actor, tenantId, { status: "active", limit: 3 });
    expect(first.items.map((user) => [user.lastName, user.pinned_num])).toEqual([
      ["Vance", 1],
      ["Quinn", 2],
      ["adams", undefined],
    ]);
    await togglePin(admin.actor, people[24]!.userId);
    await togglePin(admin.actor, people[0]!.userId);
  });

  it("lists one state, or all of them grouped by state", async () => {
    const fired = await listUsersOfClient(admin.actor, tenantId, { status: "fired", limit: 50 });
    expect(fired.items.map((user) => user.lastName)).toEqual(["Zhou"]);
    const all = await allPages((cursor) => usersPage(tenantId, { status: "all", cursor, limit: 7 }), 7);
    expect(all.items).toHaveLength(26);
    expect(all.items.map((user) => user.status).slice(-2)).toEqual(["deleted", "fired"]);
  });

  it("filters by search, department, position and state, paging without repeats or gaps", async () => {
    const search = await filterUsers(admin.actor, workspace, { search: "SMITH", status: "active", limit: 50 });
    expect(search.items.map((user) => user.lastName)).toEqual(["Smith", "Smithers"]);

    const sales = await allPages(
      (cursor) => filterUsers(admin.actor, workspace, { department: "Sales", status: "all", cursor, limit: 2 }),
      2,
    );
    const expected = lastNames.filter((_name, index) => index % 3 === 0);
    expect(sales.items.map((user) => user.lastName)).toEqual(nameOrder(expected));

    const activeSalesManagers = await filterUsers(admin.actor, workspace, {
      department: "Sales",
      position: "Manager",
      status: "active",
      limit: 50,
    });
    expect(activeSalesManagers.items.map((user) => user.lastName)).toEqual(
      nameOrder(lastNames.filter((name, index) => index % 6 === 0 && name !== "Zhou")),
    );

    const nobody = await filterUsers(admin.actor, workspace, { search: "no such person", status: "all", limit: 10 });
    expect(nobody).toEqual({ items: [], cursor: null });
  });

  it("refuses other tenants, unknown workspaces and foreign or forged cursors", async () => {
    const stranger = await member(await ensureTestTenant());
    expect(await refusal(() => listUsersOfClient(stranger.actor, tenantId, { status: "active", limit: 5 }))).toBe(
      "common.no_access",
    );
    expect(await refusal(() => filterUsers(stranger.actor, workspace, { status: "active", limit: 5 }))).toBe(
      "common.no_access",
    );
    expect(await refusal(() => filterUsers(admin.actor, "nosuchworkspace1", { status: "active", limit: 5 }))).toBe(
      "clients.not_found",
    );

    const foreign = await listUsersOfClient(stranger.actor, stranger.tenantId, { status: "all", limit: 1 });
    expect(foreign.cursor).toEqual(expect.any(String));
    for (const cursor of [foreign.cursor!, "not-a-cursor", Buffer.from("[1]").toString("base64url")])
      expect(
        await refusal(() => listUsersOfClient(admin.actor, tenantId, { status: "active", cursor, limit: 5 })),
      ).toBe("common.validation");
    // A cursor of the "all" list does not fit the "active" list either.
    const allCursor = (await usersPage(tenantId, { status: "all", limit: 1 })).cursor!;
    const fired = await usersPage(tenantId, { status: "fired", limit: 1 });
    expect(await refusal(() => usersPage(tenantId, { status: "active", cursor: fired.cursor, limit: 1 }))).toBe(
      fired.cursor ? "common.validation" : undefined,
    );
    expect(await refusal(() => usersPage(tenantId, { status: "all", cursor: allCursor, limit: 1 }))).toBeUndefined();
  });
});
