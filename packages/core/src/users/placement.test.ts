import { describe, expect, it } from "vitest";
import { member, refusal, tenantWithAdmin } from "./test-support";
import { registerPlacementRules, requireKnownDepartment } from "./placement";
import { updateUser } from "./update";

describe("where people are placed (the structure's rule, a capability users ask)", () => {
  it("fails closed: with no rule registered a department is never let through unchecked", async () => {
    const { tenantId, admin } = await tenantWithAdmin();
    const { userId } = await member(tenantId);
    await expect(updateUser(admin.actor, userId, { department: "Sales" })).rejects.toThrow(
      "no placement rules registered",
    );
    // Other changes need no rule; a personnel system's import writes its departments as they are.
    await updateUser(admin.actor, userId, { city: "Riga" });
    await updateUser(admin.actor, userId, { department: "Sales" }, { departmentAsImported: true });

    registerPlacementRules({ departmentExists: async (_clientId, name) => name === "Sales" });
    await requireKnownDepartment(tenantId, "Sales");
    expect(await refusal(() => requireKnownDepartment(tenantId, "Marketing"))).toBe("employees.department_unknown");
    expect(await refusal(() => updateUser(admin.actor, userId, { department: "Marketing" }))).toBe(
      "employees.department_unknown",
    );
  });
});
