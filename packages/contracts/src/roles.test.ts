import { describe, expect, it } from "vitest";
import { meetsAccessLevel, type AccessLevel, type Actor } from "./roles";

const as = (roles: Actor["roles"], rights: Actor["rights"] = []) => ({ roles, rights });

describe("access levels", () => {
  const cases: Array<[string, ReturnType<typeof as> | null, AccessLevel, boolean]> = [
    ["nobody on public", null, "public", true],
    ["nobody on user", null, "user", false],
    ["employee on user", as(["employee"]), "user", true],
    ["employee on admin", as(["employee"], ["shop"]), "admin", false],
    ["admin on admin", as(["admin", "employee"]), "admin", true],
    ["admin on superadmin", as(["admin"]), "superadmin", false],
    ["superadmin on admin", as(["superadmin"]), "admin", true],
    ["employee with the right", as(["employee"], ["shop"]), "shop", true],
    ["employee without it", as(["employee"], ["wall"]), "shop", false],
    ["admin on any right", as(["admin"]), "vacations_edit", true],
  ];
  it.each(cases)("%s", (_name, actor, level, expected) => {
    expect(meetsAccessLevel(actor, level)).toBe(expected);
  });
});
