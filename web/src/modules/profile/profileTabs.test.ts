import { describe, expect, it } from "vitest";
import { userView } from "../../test/fixtures";
import { selectedTab, visibleTabs, type Viewer } from "./profileTabs";

const colleague: Viewer = { own: false, visitor: false, canEdit: false, hr: false, wall: true };
const bare = userView({ _id: "u2", email: "", followersCount: 0 });

describe("the profile's tabs", () => {
  it("give a colleague only what has content, never HR data or files", () => {
    expect(visibleTabs(bare, colleague)).toEqual(["main", "posts"]);
    const filled = { ...bare, about: "Hi", socialLinks: { github: "https://github.com/x" }, email: "x@y.z" };
    expect(visibleTabs({ ...filled, followersCount: 1 }, colleague)).toEqual([
      "main",
      "posts",
      "extra",
      "social",
      "contacts",
      "subscribers",
    ]);
  });

  it("give whoever may edit the empty extra and social tabs, to fill them in", () => {
    expect(visibleTabs(bare, { ...colleague, canEdit: true })).toEqual(["main", "posts", "extra", "social"]);
  });

  it("give the person, admins and HR officers the HR tabs; the person their notifications", () => {
    expect(visibleTabs(bare, { ...colleague, hr: true })).toEqual(["main", "posts", "hrData", "hrFiles"]);
    expect(visibleTabs(bare, { own: true, visitor: false, canEdit: false, hr: true, wall: false })).toEqual([
      "main",
      "hrData",
      "hrFiles",
      "notifications",
      "security",
    ]);
  });

  it("open the tab named in the URL only when it is shown", () => {
    expect(selectedTab("hrFiles", ["main", "posts"])).toBe("main");
    expect(selectedTab("posts", ["main", "posts"])).toBe("posts");
  });
});
