import { describe, expect, it } from "vitest";
import { userView } from "../../test/fixtures";
import { allowedActions } from "./useEmployeeAction";

describe("employee actions allowed up front (product-spec §6)", () => {
  const me = userView({ _id: "me", roles: ["admin", "employee"] });

  it("refuses deleting, firing or changing the role of oneself", () => {
    expect(allowedActions(me, me)).toEqual({
      fire: false,
      delete: false,
      restore: false,
      makeAdmin: false,
      takeAdmin: false,
      makeHr: false,
      takeHr: false,
      resendInvite: false,
    });
  });

  it("refuses deleting an administrator but lets the admin role be taken", () => {
    const admin = userView({ _id: "a", roles: ["admin", "employee"] });
    expect(allowedActions(me, admin)).toMatchObject({ fire: false, delete: false, takeAdmin: true, makeAdmin: false });
  });

  it("fires, deletes or promotes an employee, and restores a fired one", () => {
    const employee = userView({ _id: "e", roles: ["employee"] });
    expect(allowedActions(me, employee)).toMatchObject({ fire: true, delete: true, makeAdmin: true, restore: false });
    expect(allowedActions(me, { ...employee, status: "fired" })).toMatchObject({ restore: true, fire: false });
  });

  it("sends an active person's invitation again (the API refuses it once accepted)", () => {
    const employee = userView({ _id: "e", roles: ["employee"] });
    expect(allowedActions(me, employee)).toMatchObject({ resendInvite: true });
    expect(allowedActions(me, { ...employee, status: "fired" })).toMatchObject({ resendInvite: false });
  });

  it("gives the HR role to an active person without it, and takes it from whoever holds it", () => {
    const employee = userView({ _id: "e", roles: ["employee"] });
    const officer = userView({ _id: "h", roles: ["hr", "employee"] });
    expect(allowedActions(me, employee)).toMatchObject({ makeHr: true, takeHr: false });
    expect(allowedActions(me, officer)).toMatchObject({ makeHr: false, takeHr: true });
    expect(allowedActions(me, { ...employee, status: "fired" })).toMatchObject({ makeHr: false });
    expect(allowedActions(me, { ...officer, status: "fired" })).toMatchObject({ takeHr: true });
  });
});
