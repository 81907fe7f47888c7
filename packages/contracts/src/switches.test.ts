import { describe, expect, it } from "vitest";
import { searchTypeAccess, searchTypeModule, searchTypes } from "./search/schemas";
import {
  moduleOfRealtimeEvent,
  moduleOfRight,
  moduleOfRoute,
  moduleOfSection,
  moduleOfVisit,
  moduleOn,
  partOn,
  switchedOffModules,
  switchedOffParts,
} from "./switches";

describe("company switches from the manifest", () => {
  it("switches a module off by its first feature only; absent or true is on", () => {
    expect(switchedOffModules(undefined)).toEqual([]);
    expect(switchedOffModules({ shop: false, chats: false, wall: true })).toEqual(["chat", "shop"]);
    // lms_analytics is the courses' second feature: a part of it, not the whole module.
    expect(switchedOffModules({ lms_analytics: false })).toEqual([]);
  });

  it("switches a part off on its own: a further feature code that is false, never a module's first", () => {
    expect(switchedOffParts(undefined)).toEqual([]);
    expect(switchedOffParts({ lms_analytics: false, lms: false, shop: false })).toEqual(["lms_analytics"]);
    expect(switchedOffParts({ lms_analytics: true })).toEqual([]);
    expect(partOn({ partsOff: ["lms_analytics"] }, "lms_analytics")).toBe(false);
    expect(partOn({ partsOff: ["lms_analytics"] }, undefined)).toBe(true);
    expect(partOn(null, "lms_analytics")).toBe(true);
  });

  it("maps routes by area (the key, or the row's apiAreas) and single routes by apiRoutes", () => {
    expect(moduleOfRoute({ id: "shop.byClient", area: "shop" })).toBe("shop");
    expect(moduleOfRoute({ id: "posts.wall", area: "posts" })).toBe("wall");
    expect(moduleOfRoute({ id: "widgets.allThanks", area: "widgets" })).toBe("wall");
    expect(moduleOfRoute({ id: "addressBook.page", area: "addressBook" })).toBe("addressBook");
    expect(moduleOfRoute({ id: "addressBook.facets", area: "addressBook" })).toBeUndefined();
    for (const platform of ["widgets.birthdays", "clients.switchFeature", "users.get", "search.search", "auth.login"])
      expect([platform, moduleOfRoute({ id: platform, area: platform.split(".")[0]! })]).toEqual([platform, undefined]);
  });

  it("gives every search type but people a switchable module, and roles none", () => {
    expect(moduleOfRight("user")).toBeUndefined();
    expect(moduleOfRight("admin")).toBeUndefined();
    expect(moduleOfRight("knowl_base")).toBe("articles");
    // A type found with `user` names its module itself (switchedWith), or no switch would hide it.
    expect(searchTypeAccess.idpPlan).toBe("user");
    const owners = Object.fromEntries(searchTypes.map((type) => [type, searchTypeModule[type]]));
    expect(owners).toEqual({
      person: undefined,
      group: "groups",
      post: "wall",
      comment: "wall",
      poll: "polls",
      service: "services",
      serviceRequest: "services",
      idea: "ideas",
      violationReport: "noSilent",
      event: "calendar",
      vacancy: "vacancies",
      article: "articles",
      message: "chat",
      shopItem: "shop",
      task: "taskTracker",
      taskDesk: "taskTracker",
      course: "courses",
      lesson: "courses",
      idpPlan: "idp",
    });
  });

  it("leaves the platform's events, sections and visits on", () => {
    expect(moduleOfRealtimeEvent("shop.balance")).toBe("shop");
    expect(moduleOfRealtimeEvent("notification.created")).toBeUndefined();
    expect(moduleOfSection("posts")).toBe("wall");
    expect(moduleOfSection("other")).toBeUndefined();
    expect(moduleOfVisit("knowledge_base")).toBe("articles");
    expect(moduleOn({ modulesOff: ["shop"] }, "shop")).toBe(false);
    expect(moduleOn({ modulesOff: ["shop"] }, undefined)).toBe(true);
    expect(moduleOn({}, "shop")).toBe(true);
  });
});
