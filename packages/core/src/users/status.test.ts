import { beforeAll, describe, expect, it } from "vitest";
import { authenticate } from "../auth";
import { db } from "./entities";
import { togglePin } from "./pins";
import { removeEmployee, restoreEmployee } from "./status";
import { findUser } from "./store";
import { member, refusal, tenantWithAdmin, type Member } from "./test-support";

const sessionsOf = async (tenantId: string, userId: string) =>
  (await db().entities.session.query.byUser({ clientId: tenantId, userId }).go()).data.length;

describe("firing, deleting and restoring employees", () => {
  let tenantId: string;
  let admin: Member;

  beforeAll(async () => {
    ({ tenantId, admin } = await tenantWithAdmin());
  });

  it("refuses to remove oneself or an administrator", async () => {
    expect(await refusal(() => removeEmployee(admin.actor, admin.userId, "fire"))).toBe("employees.cannot_delete_self");
    const otherAdmin = await member(tenantId, { role: "admin" });
    for (const mode of ["fire", "delete"] as const)
      expect(await refusal(() => removeEmployee(admin.actor, otherAdmin.userId, mode))).toBe(
        "employees.admin_cannot_be_deleted",
      );
    expect((await findUser(tenantId, otherAdmin.userId))?.status).toBe("active");
    const stranger = await tenantWithAdmin();
    expect(await refusal(() => removeEmployee(admin.actor, stranger.admin.userId))).toBe("employees.not_found");
  });

  it("fires: the status, the date, sessions closed, the token refused at once", async () => {
    const employee = await member(tenantId);
    expect(await sessionsOf(tenantId, employee.userId)).toBe(1);
    const view = await removeEmployee(admin.actor, employee.userId, "fire");
    expect(view).toMatchObject({ status: "fired", deletion_mark: false, firedAt: expect.any(String) });
    expect(await sessionsOf(tenantId, employee.userId)).toBe(0);
    expect(await refusal(() => authenticate(`Bearer ${employee.token}`, undefined))).toBe("login.user_deleted");
  });

  it("deletes by default (deletion mark), and restores to active", async () => {
    const employee = await member(tenantId);
    expect(await removeEmployee(admin.actor, employee.userId)).toMatchObject({
      status: "deleted",
      deletion_mark: true,
    });
    expect((await findUser(tenantId, employee.userId))?.deletedAt).toEqual(expect.any(String));
    const restored = await restoreEmployee(admin.actor, employee.userId);
    expect(restored).toMatchObject({ status: "active", deletion_mark: false });
    const stored = await findUser(tenantId, employee.userId);
    expect(stored).not.toHaveProperty("deletedAt");
    expect(stored).not.toHaveProperty("firedAt");
    // Restoring does not revive old sessions: the person signs in again.
    expect(await refusal(() => authenticate(`Bearer ${employee.token}`, undefined))).toBe("common.token_invalid");
  });

  it("takes a pinned employee off the pin board and closes the gap", async () => {
    const [first, second] = [await member(tenantId), await member(tenantId)];
    await togglePin(admin.actor, first.userId);
    await togglePin(admin.actor, second.userId);
    await removeEmployee(admin.actor, first.userId, "fire");
    expect(await findUser(tenantId, first.userId)).not.toHaveProperty("pinnedNum");
    expect((await findUser(tenantId, second.userId))?.pinnedNum).toBe(1);
    expect((await db().entities.pinBoard.get({ clientId: tenantId }).go()).data?.userIds).toEqual([second.userId]);
  });
});
