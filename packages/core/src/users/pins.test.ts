import { beforeAll, describe, expect, it } from "vitest";
import { maxPinnedUsers } from "@intranet/contracts";
import { db } from "./entities";
import { usersPage } from "./list";
import { movePin, togglePin } from "./pins";
import { getUsers, writeUserStatus } from "./store";
import { member, refusal, tenantWithAdmin, type Member } from "./test-support";

async function pinNumbers(tenantId: string, people: Member[]) {
  const users = await getUsers(
    tenantId,
    people.map((person) => person.userId),
  );
  return users.map((user) => user.pinnedNum);
}

const boardOf = async (tenantId: string) => (await db().entities.pinBoard.get({ clientId: tenantId }).go()).data;

describe("pinning employees to the top of the address book", () => {
  let tenantId: string;
  let admin: Member;
  let people: Member[];

  beforeAll(async () => {
    ({ tenantId, admin } = await tenantWithAdmin());
    people = await Promise.all(
      ["Able", "Baker", "Cole", "Dunn"].map((lastName) => member(tenantId, { profile: { lastName } })),
    );
  });

  it("pins with the next number, unpins and renumbers, moves", async () => {
    const [a, b, c, d] = people as [Member, Member, Member, Member];
    expect((await togglePin(admin.actor, c.userId)).pinned_num).toBe(1);
    expect((await togglePin(admin.actor, a.userId)).pinned_num).toBe(2);
    expect((await togglePin(admin.actor, d.userId)).pinned_num).toBe(3);
    expect(await pinNumbers(tenantId, [a, b, c, d])).toEqual([2, undefined, 1, 3]);

    const page = await usersPage(tenantId, { status: "active", limit: 4 });
    expect(page.items.map((user) => user.lastName)).toEqual(["Cole", "Able", "Dunn", "admin"]);

    const unpinned = await togglePin(admin.actor, c.userId);
    expect(unpinned).not.toHaveProperty("pinned_num");
    expect(await pinNumbers(tenantId, [a, b, c, d])).toEqual([1, undefined, undefined, 2]);

    await togglePin(admin.actor, b.userId);
    const moved = await movePin(admin.actor, { id: b.userId, to: 1 });
    expect(moved.items.map((user) => [user.lastName, user.pinned_num])).toEqual([
      ["Baker", 1],
      ["Able", 2],
      ["Dunn", 3],
    ]);
    const last = await movePin(admin.actor, { id: b.userId, to: 99 });
    expect(last.items.map((user) => user.lastName)).toEqual(["Able", "Dunn", "Baker"]);
    expect(await pinNumbers(tenantId, [a, b, c, d])).toEqual([1, 3, undefined, 2]);
    expect((await boardOf(tenantId))?.userIds).toEqual([a.userId, d.userId, b.userId]);

    const ordered = await usersPage(tenantId, { status: "active", limit: 5 });
    expect(ordered.items.map((user) => user.lastName)).toEqual(["Able", "Dunn", "Baker", "admin", "Cole"]);

    expect(await refusal(() => movePin(admin.actor, { id: c.userId, to: 1 }))).toBe("employees.not_pinned");
    expect(await refusal(() => movePin(admin.actor, { id: "nobody", to: 1 }))).toBe("employees.not_found");
    for (const person of [a, d, b]) await togglePin(admin.actor, person.userId);
    expect((await boardOf(tenantId))?.userIds).toEqual([]);
  });

  it("never hands one number out twice when admins pin at the same moment", async () => {
    const { tenantId: tenant, admin: boss } = await tenantWithAdmin();
    const crowd = await Promise.all(Array.from({ length: 6 }, () => member(tenant)));
    await Promise.all(crowd.map((person) => togglePin(boss.actor, person.userId)));
    const numbers = await pinNumbers(tenant, crowd);
    expect([...numbers].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const board = await boardOf(tenant);
    expect(board?.userIds.map((id) => numbers[crowd.findIndex((person) => person.userId === id)])).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });

  it("pins only active employees of the tenant, and at most the limit", async () => {
    const fired = await member(tenantId);
    await writeUserStatus(tenantId, fired.userId, "fired");
    expect(await refusal(() => togglePin(admin.actor, fired.userId))).toBe("employees.not_active");
    const stranger = await tenantWithAdmin();
    expect(await refusal(() => togglePin(admin.actor, stranger.admin.userId))).toBe("employees.not_found");

    const { tenantId: tenant, admin: boss } = await tenantWithAdmin();
    const ids = Array.from({ length: maxPinnedUsers }, (_, index) => `fake${String(index).padStart(3, "0")}`);
    await db().entities.pinBoard.put({ clientId: tenant, userIds: ids, revision: 1, updatedAt: "" }).go();
    const one = await member(tenant);
    expect(await refusal(() => togglePin(boss.actor, one.userId))).toBe("employees.pin_limit");
  });
});
