import { describe, expect, it } from "vitest";
import { db } from "./entities";
import { newId } from "../platform";
import { ensureTestTenant, tokenFor } from "../testing/actors";
import { clientFileStat, clientStat } from "./stats";
import { member, refusal, superadmin } from "./test-support";

describe("client statistics", () => {
  it("counts users by state and reports storage from the client's counters", async () => {
    const tenantId = await ensureTestTenant(newId(), { storageLimitBytes: 1000 });
    await db().entities.client.patch({ clientId: tenantId }).set({ storageUsedBytes: 300, filesCount: 2 }).go();
    for (const status of ["active", "active", "active", "fired", "deleted", "deleted"] as const)
      await tokenFor({ tenantId, status });
    const admin = await tokenFor({ tenantId, role: "admin" });

    const stat = await clientStat(member(tenantId, "admin"), tenantId);
    expect(stat).toEqual({
      clientId: tenantId,
      users: { total: 7, active: 4, fired: 1, deleted: 2 },
      storage: { usedBytes: 300, limitBytes: 1000, availableBytes: 700 },
      filesCount: 2,
    });
    expect(admin.tenantId).toBe(tenantId);
    expect(await clientFileStat(superadmin, tenantId)).toEqual({
      clientId: tenantId,
      storage: { usedBytes: 300, limitBytes: 1000, availableBytes: 700 },
      filesCount: 2,
    });
  });

  it("never shows a negative availability when the quota was lowered below the use", async () => {
    const tenantId = await ensureTestTenant(newId(), { storageLimitBytes: 100 });
    await db().entities.client.patch({ clientId: tenantId }).set({ storageUsedBytes: 150 }).go();
    expect((await clientFileStat(superadmin, tenantId)).storage.availableBytes).toBe(0);
  });

  it("is for that tenant's admin or a superadmin only", async () => {
    const tenantId = await ensureTestTenant();
    const otherAdmin = member(await ensureTestTenant(), "admin");
    expect(await refusal(() => clientStat(otherAdmin, tenantId))).toBe("common.no_access");
    expect(await refusal(() => clientFileStat(otherAdmin, tenantId))).toBe("common.no_access");
    expect(await refusal(() => clientStat(member(tenantId), tenantId))).toBe("common.no_access");
    expect(await refusal(() => clientFileStat(superadmin, newId()))).toBe("clients.not_found");
  });
});
