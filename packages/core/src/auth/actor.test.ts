import { describe, expect, it } from "vitest";
import { newId, requireTenant } from "../platform";
import { ensureTestTenant, tokenFor } from "../testing/actors";
import { db } from "./entities";
import { authenticate, authorize, bearerToken } from "./actor";
import { closeSession } from "../users";
import { refusal } from "../testing/capture";

const bearer = (token: string) => `Bearer ${token}`;

describe("the Actor, resolved from the token and the database", () => {
  it("keeps an employee in their own tenant, with the rights stored on the user", async () => {
    const employee = await tokenFor({ role: "employee", rights: ["wall"] });
    const actor = await authenticate(bearer(employee.token), undefined);
    expect(actor).toMatchObject({
      userId: employee.userId,
      tenantId: employee.tenantId,
      homeTenantId: employee.tenantId,
      roles: ["employee"],
      rights: ["wall"],
      sessionId: employee.sessionId,
    });
    expect((await authenticate(bearer(employee.token), employee.tenantId!)).tenantId).toBe(employee.tenantId);
    expect(await refusal(() => authenticate(bearer(employee.token), newId()))).toBe("common.wrong_client");
  });

  it("lets a superadmin enter any existing tenant, or none", async () => {
    const root = await tokenFor({ role: "superadmin" });
    const tenantId = await ensureTestTenant();
    expect((await authenticate(bearer(root.token), tenantId)).tenantId).toBe(tenantId);
    const outside = await authenticate(bearer(root.token), undefined);
    expect(outside.tenantId).toBeNull();
    expect(await refusal(() => requireTenant(outside))).toBe("common.wrong_client");
    expect(await refusal(() => authenticate(bearer(root.token), "no-such-tenant"))).toBe("clients.not_found");
  });

  it("refuses at once after logout, deletion, firing, or when the company is blocked", async () => {
    const loggedOut = await tokenFor();
    await closeSession({ clientId: loggedOut.tenantId!, userId: loggedOut.userId, sessionId: loggedOut.sessionId });
    expect(await refusal(() => authenticate(bearer(loggedOut.token), undefined))).toBe("common.token_invalid");

    for (const status of ["deleted", "fired"] as const) {
      const gone = await tokenFor({ status });
      expect(await refusal(() => authenticate(bearer(gone.token), undefined))).toBe("login.user_deleted");
    }

    const tenantId = await ensureTestTenant(newId(), { status: "blocked" });
    const blocked = await tokenFor({ tenantId });
    expect(await refusal(() => authenticate(bearer(blocked.token), undefined))).toBe("login.company_blocked");
    // …while the superadmin can still enter it to unblock it.
    const root = await tokenFor({ role: "superadmin" });
    expect((await authenticate(bearer(root.token), tenantId)).tenantId).toBe(tenantId);
  });

  it("sees a role change on the next request", async () => {
    const employee = await tokenFor();
    await db()
      .entities.user.patch({ clientId: employee.tenantId!, userId: employee.userId })
      .set({ roles: ["admin", "employee"] })
      .go();
    expect((await authenticate(bearer(employee.token), undefined)).roles).toContain("admin");
  });

  it("reads only well-formed bearer headers and says 401 without one", async () => {
    expect(bearerToken("Bearer abc.def.ghi")).toBe("abc.def.ghi");
    expect(bearerToken("bearer  abc ")).toBe("abc");
    expect(bearerToken("Basic abc")).toBeUndefined();
    expect(await refusal(() => authenticate(undefined, undefined))).toBe("common.unauthorized");
  });

  it("says 401 to nobody and 403 to somebody below the level", async () => {
    const employee = await tokenFor({ rights: ["wall"] });
    const actor = await authenticate(bearer(employee.token), undefined);
    expect(await refusal(() => authorize(null, "user"))).toBe("common.unauthorized");
    expect(await refusal(() => authorize(actor, "admin"))).toBe("common.no_access");
    expect(await refusal(() => authorize(actor, "shop"))).toBe("common.no_access");
    expect(await refusal(() => authorize(actor, "wall"))).toBeUndefined();
  });
});
