import { describe, expect, it } from "vitest";
import { postEvents } from "./events";
import { plugin } from "./plugin";

describe("the wall's plugin", () => {
  it("re-indexes posts and comments on every event the wall publishes about them", () => {
    expect(plugin.searchEvents).toEqual([
      postEvents.postCreated,
      postEvents.postUpdated,
      postEvents.postDeleted,
      postEvents.commentCreated,
      postEvents.commentUpdated,
      postEvents.commentDeleted,
    ]);
  });
});
