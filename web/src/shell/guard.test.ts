import { describe, expect, it } from "vitest";
import { userView } from "../test/fixtures";
import { guardRoute, startPath, type GuardInput } from "./guard";

const employee = userView({ roles: ["employee"] });
const admin = userView({ roles: ["admin"] });
const superadmin = userView({ _id: "root", roles: ["superadmin"] });

const decide = (pathname: string, input: Partial<GuardInput> = {}) =>
  guardRoute({ pathname, authenticated: true, user: employee, startPage: null, ...input });

describe("route guard (product-spec §2)", () => {
  it("sends an unauthenticated visit to login", () => {
    expect(decide("/groups/", { authenticated: false, user: null })).toEqual({ kind: "login" });
    expect(decide("/", { authenticated: false, user: null })).toEqual({ kind: "login" });
  });

  it("lets a signed-in user through while their own info loads", () => {
    expect(decide("/clients", { user: null })).toEqual({ kind: "allow" });
  });

  it("keeps /clients and /app for a superadmin", () => {
    for (const path of ["/clients", "/clients/", "/app", "/app/"]) {
      expect(decide(path)).toEqual({ kind: "redirect", to: "/company" });
      expect(decide(path, { user: admin })).toEqual({ kind: "redirect", to: "/company" });
      expect(decide(path, { user: superadmin })).toEqual({ kind: "allow" });
    }
  });

  it("keeps /employees/ for an admin (a superadmin in a company too)", () => {
    expect(decide("/employees/")).toEqual({ kind: "redirect", to: "/company" });
    expect(decide("/employees")).toEqual({ kind: "redirect", to: "/company" });
    expect(decide("/employees/", { user: admin })).toEqual({ kind: "allow" });
    expect(decide("/employees/", { user: superadmin })).toEqual({ kind: "allow" });
  });

  it("does not mistake look-alike paths for guarded ones", () => {
    expect(decide("/clientsx")).toEqual({ kind: "allow" });
    expect(decide("/application")).toEqual({ kind: "allow" });
    expect(decide("/employees-list")).toEqual({ kind: "allow" });
  });

  it("sends the root to clients for a superadmin", () => {
    expect(decide("/", { user: superadmin, startPage: "calendar" })).toEqual({ kind: "redirect", to: "/clients" });
  });

  it("sends the root to the stored start page, default company", () => {
    expect(decide("/", { startPage: null })).toEqual({ kind: "redirect", to: "/company" });
    expect(decide("/", { startPage: "company" })).toEqual({ kind: "redirect", to: "/company" });
    expect(decide("/", { startPage: "calendar" })).toEqual({ kind: "redirect", to: "/calendar" });
    expect(decide("/", { startPage: "profile" })).toEqual({ kind: "redirect", to: "/profile/u1" });
  });

  it("waits at the root until the company (and so the start page) is known", () => {
    expect(decide("/", { startPage: undefined })).toEqual({ kind: "allow" });
  });

  it("allows every other page", () => {
    for (const path of ["/company", "/groups/", "/profile/u2", "/404", "/no-such-page"])
      expect(decide(path)).toEqual({ kind: "allow" });
  });
});

describe("start page", () => {
  it("maps start_page values to paths", () => {
    expect(startPath(null, "u1")).toBe("/company");
    expect(startPath("profile", "u 1")).toBe("/profile/u%201");
    expect(startPath("task-tracker", "u1")).toBe("/task-tracker");
    expect(startPath("addressBook", "u1")).toBe("/addressBook");
  });

  it("refuses a module route by its manifest row's access and tenant feature", () => {
    expect(decide("/admin/")).toEqual({ kind: "denied" });
    expect(decide("/admin/", { user: admin })).toEqual({ kind: "allow" });
    expect(decide("/shop/")).toEqual({ kind: "denied" });
    expect(decide("/shop/", { user: userView({ rights: ["shop"] }) })).toEqual({ kind: "allow" });
    const groupsOff = { features: [{ code: "groups", active: false }] } as never;
    expect(decide("/groups/g1", { client: groupsOff })).toEqual({ kind: "denied" });
    expect(decide("/groups/g1", { user: admin, client: groupsOff })).toEqual({ kind: "denied" });
    expect(decide("/courses/analytics", { user: userView({ rights: ["lms"] }) })).toEqual({ kind: "denied" });
    expect(decide("/courses/c1", { user: userView({ rights: ["lms"] }) })).toEqual({ kind: "allow" });
  });
});
