import { trackedModules } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { modules } from "./registry";
import { trackedModuleAt } from "./trackedModule";

describe("tracked modules (product-spec §2)", () => {
  it("names the module a page belongs to", () => {
    expect(trackedModuleAt("/company")).toBe("company");
    expect(trackedModuleAt("/post/p1")).toBe("wall");
    expect(trackedModuleAt("/addressBook/")).toBe("address_book");
    expect(trackedModuleAt("/groups/g1")).toBe("groups");
    expect(trackedModuleAt("/articles/")).toBe("knowledge_base");
    expect(trackedModuleAt("/article/a1")).toBe("articles");
    expect(trackedModuleAt("/courses/analytics/u1")).toBe("lms_analytics");
    expect(trackedModuleAt("/courses/c1/tests/t1")).toBe("courses");
    expect(trackedModuleAt("/report_violation")).toBe("no_silent");
    expect(trackedModuleAt("/structure_new")).toBe("structures");
    expect(trackedModuleAt("/task-tracker/")).toBe("task_tracker");
    expect(trackedModuleAt("/desk/d1")).toBe("task_tracker");
    expect(trackedModuleAt("/idp/new")).toBe("idp");
  });

  it("does not track the other pages", () => {
    for (const path of ["/profile/u1", "/chat", "/notifications", "/employees/", "/clients", "/404", "/nope"])
      expect(trackedModuleAt(path)).toBeNull();
  });

  it("covers every tracked module of the contract", () => {
    const names = new Set<string>();
    for (const module of modules) {
      if ("track" in module) names.add(module.track);
      for (const route of module.routes) if (route.track) names.add(route.track);
    }
    expect([...names].sort()).toEqual([...trackedModules].sort());
  });
});
