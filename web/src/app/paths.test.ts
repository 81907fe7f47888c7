import { describe, expect, it } from "vitest";
import { webModules } from "../modules/routes";
import { isPublicPath } from "./paths";

describe("which addresses need no sign-in", () => {
  it("the public screens and the modules' public routes, not the rest of their modules", () => {
    for (const path of ["/login/", "/login_new", "/reset-password/abc", "/register"])
      expect(isPublicPath(path)).toBe(true);
    const declared = Object.values(webModules).flatMap((module) => module.publicRoutes ?? []);
    expect(declared).toContain("report_violation/follow-up");
    for (const route of declared) expect(isPublicPath(`/${route.replace(/:\w+/g, "x")}`), route).toBe(true);
    for (const path of ["/report_violation", "/report_violation/r1", "/idea", "/company", "/"])
      expect(isPublicPath(path), path).toBe(false);
  });
});
