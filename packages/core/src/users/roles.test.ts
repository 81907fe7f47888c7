import { beforeAll, describe, expect, it } from "vitest";
import { authenticate } from "../auth";
import { tokenFor } from "../testing/actors";
import { changeRole, changeRoles } from "./roles";
import { findUser } from "./store";
import { member, refusal, tenantWithAdmin, type Member } from "./test-support";

describe("roles", () => {
  let tenantId: string;
  let admin: Member;

  beforeAll(async () => {
    ({ tenantId, admin } = await tenantWithAdmin());
  });

  it("gives and takes the admin role; everyone keeps employee; nobody changes their own", async () => {
    const employee = await member(tenantId);
    expect((await changeRole(admin.actor, employee.userId, "admin", true)).roles).toEqual(["admin", "employee"]);
    expect((await changeRole(admin.actor, employee.userId, "admin", true)).roles).toEqual(["admin", "employee"]);
    expect((await findUser(tenantId, employee.userId))?.roles).toEqual(["admin", "employee"]);
    expect((await changeRole(admin.actor, employee.userId, "admin", false)).roles).toEqual(["employee"]);
    expect(await refusal(() => changeRole(admin.actor, employee.userId, "employee", false))).toBe(
      "employees.role_delete_error",
    );
    expect(await refusal(() => changeRole(admin.actor, admin.userId, "admin", false))).toBe(
      "employees.cannot_change_own_role",
    );
    const stranger = await tenantWithAdmin();
    expect(await refusal(() => changeRole(admin.actor, stranger.admin.userId, "admin", false))).toBe(
      "employees.not_found",
    );
  });

  it("lets a superadmin who entered the tenant change roles there", async () => {
    const root = await tokenFor({ role: "superadmin" });
    const inside = await authenticate(`Bearer ${root.token}`, tenantId);
    const employee = await member(tenantId);
    expect((await changeRole(inside, employee.userId, "admin", true)).roles).toEqual(["admin", "employee"]);
    const outside = await authenticate(`Bearer ${root.token}`, undefined);
    expect(await refusal(() => changeRole(outside, employee.userId, "admin", false))).toBe("common.wrong_client");
  });

  it("lets only one of two admins demoting each other at the same moment succeed", async () => {
    const one = await member(tenantId, { role: "admin" });
    const two = await member(tenantId, { role: "admin" });
    const outcomes = await Promise.allSettled([
      changeRole(one.actor, two.userId, "admin", false),
      changeRole(two.actor, one.userId, "admin", false),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason.code).toBe("common.no_access");
    const roles = [(await findUser(tenantId, one.userId))?.roles, (await findUser(tenantId, two.userId))?.roles];
    expect(roles.filter((held) => held?.includes("admin"))).toHaveLength(1);
  });

  it("changes several users at once, reporting each refusal in its row", async () => {
    const people = await Promise.all([member(tenantId), member(tenantId), member(tenantId)]);
    const ids = [...people.map((person) => person.userId), admin.userId, "no-such-user", people[0]!.userId];
    const granted = await changeRoles(admin.actor, tenantId, "admin", true, ids);
    expect(granted.results).toEqual([
      ...people.map((person) => ({ userId: person.userId, ok: true, roles: ["admin", "employee"] })),
      { userId: admin.userId, ok: false, code: "employees.cannot_change_own_role", message: expect.any(String) },
      { userId: "no-such-user", ok: false, code: "employees.not_found", message: expect.any(String) },
    ]);
    const revoked = await changeRoles(
      admin.actor,
      tenantId,
      "admin",
      false,
      people.map((person) => person.userId),
    );
    expect(revoked.results.map((row) => row.ok && row.roles)).toEqual([["employee"], ["employee"], ["employee"]]);
    const stranger = await tenantWithAdmin();
    expect(await refusal(() => changeRoles(stranger.admin.actor, tenantId, "admin", true, [people[0]!.userId]))).toBe(
      "common.no_access",
    );
  });
});
