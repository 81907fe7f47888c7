import { describe, expect, it } from "vitest";
import { actorFromClaims, authorize, bearerToken, requireTenant } from "./actor";

const employee = { sub: "u1", cid: "t1", roles: ["employee" as const], rights: ["wall" as const] };
const superadmin = { sub: "root", cid: null, roles: ["superadmin" as const], rights: [] };

function code(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe("the Actor", () => {
  it("keeps an employee in their own tenant", () => {
    expect(actorFromClaims(employee, undefined)).toMatchObject({ userId: "u1", tenantId: "t1", homeTenantId: "t1" });
    expect(actorFromClaims(employee, "t1").tenantId).toBe("t1");
    expect(code(() => actorFromClaims(employee, "t2"))).toBe("common.wrong_client");
  });

  it("lets a superadmin enter any tenant, or none", () => {
    expect(actorFromClaims(superadmin, "t9").tenantId).toBe("t9");
    const outside = actorFromClaims(superadmin, undefined);
    expect(outside.tenantId).toBeNull();
    expect(code(() => requireTenant(outside))).toBe("common.wrong_client");
  });

  it("refuses a non-superadmin token without a tenant", () => {
    expect(code(() => actorFromClaims({ ...employee, cid: null }, undefined))).toBe("common.token_invalid");
  });

  it("reads only well-formed bearer headers", () => {
    expect(bearerToken("Bearer abc.def.ghi")).toBe("abc.def.ghi");
    expect(bearerToken("bearer  abc ")).toBe("abc");
    expect(bearerToken("Basic abc")).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });

  it("says 401 to nobody and 403 to somebody below the level", () => {
    const actor = actorFromClaims(employee, undefined);
    expect(code(() => authorize(null, "user"))).toBe("common.unauthorized");
    expect(code(() => authorize(actor, "admin"))).toBe("common.no_access");
    expect(code(() => authorize(actor, "shop"))).toBe("common.no_access");
    expect(code(() => authorize(actor, "wall"))).toBeUndefined();
  });
});
