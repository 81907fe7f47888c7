import { beforeAll, describe, expect, it } from "vitest";
import { authenticate, authorize } from "../auth";
import { db } from "./entities";
import { setDefaultRights } from "../clients";
import { setRightsForRole, setUserRights } from "./rights";
import { findUser } from "./store";
import { member, refusal, tenantWithAdmin, type Member } from "./test-support";

describe("feature rights", () => {
  let tenantId: string;
  let admin: Member;

  beforeAll(async () => {
    ({ tenantId, admin } = await tenantWithAdmin());
  });

  it("per person: an employee given shop passes a shop-level check on the next request", async () => {
    const employee = await member(tenantId, { rights: ["wall"] });
    const before = await authenticate(`Bearer ${employee.token}`, undefined);
    expect(await refusal(() => authorize(before, "shop"))).toBe("common.no_access");

    const view = await setUserRights(admin.actor, employee.userId, ["shop", "wall", "shop"]);
    expect(view.rights).toEqual(["wall", "shop"]);
    const after = await authenticate(`Bearer ${employee.token}`, undefined);
    expect(after.rights).toEqual(["wall", "shop"]);
    expect(() => authorize(after, "shop")).not.toThrow();

    await setUserRights(admin.actor, employee.userId, []);
    const revoked = await authenticate(`Bearer ${employee.token}`, undefined);
    expect(await refusal(() => authorize(revoked, "shop"))).toBe("common.no_access");

    const stranger = await tenantWithAdmin();
    expect(await refusal(() => setUserRights(admin.actor, stranger.admin.userId, ["shop"]))).toBe(
      "employees.not_found",
    );
  });

  it("by role: every user of the tenant holding the role, and nobody else", async () => {
    const { tenantId: tenant, admin: boss } = await tenantWithAdmin();
    const employees = await Promise.all(Array.from({ length: 5 }, () => member(tenant, { rights: ["wall"] })));
    const secondAdmin = await member(tenant, { role: "admin", rights: ["wall"] });
    const elsewhere = await member(tenantId, { rights: ["wall"] });

    const forAdmins = await setRightsForRole(boss.actor, tenant, "admin", ["lms", "chat"]);
    expect(forAdmins).toEqual({ role: "admin", rights: ["chat", "lms"], updated: 2 });
    expect((await findUser(tenant, secondAdmin.userId))?.rights).toEqual(["chat", "lms"]);
    expect((await findUser(tenant, employees[0]!.userId))?.rights).toEqual(["wall"]);

    // Everyone holds "employee", admins included.
    const forEmployees = await setRightsForRole(boss.actor, tenant, "employee", ["shop"]);
    expect(forEmployees.updated).toBe(7);
    for (const person of [...employees, secondAdmin, boss])
      expect((await findUser(tenant, person.userId))?.rights).toEqual(["shop"]);
    expect((await findUser(tenantId, elsewhere.userId))?.rights).toEqual(["wall"]);

    expect(await refusal(() => setRightsForRole(admin.actor, tenant, "employee", []))).toBe("common.no_access");
  });

  it("defaults for new employees live on the client item", async () => {
    expect(await setDefaultRights(admin.actor, tenantId, ["wall", "chat", "wall"])).toEqual({
      defaultRights: ["wall", "chat"],
    });
    expect((await db().entities.client.get({ clientId: tenantId }).go()).data?.defaultRights).toEqual(["wall", "chat"]);
    const stranger = await tenantWithAdmin();
    expect(await refusal(() => setDefaultRights(stranger.admin.actor, tenantId, []))).toBe("common.no_access");
  });
});
