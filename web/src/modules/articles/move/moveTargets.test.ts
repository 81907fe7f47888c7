import { describe, expect, it } from "vitest";
import { node } from "../testing";
import { buildTree } from "../tree/model";
import { moveTargets } from "./moveTargets";

const tree = buildTree([
  node({ id: "hr", title: "HR", order: "a0" }),
  node({ id: "onb", title: "Onboarding", parentId: "hr", order: "a0" }),
  node({ id: "deep", title: "Week one", parentId: "onb", order: "a0" }),
  node({ id: "vac", kind: "article", title: "Vacation", parentId: "hr", order: "a1" }),
  node({ id: "it", title: "IT", order: "a1", canWrite: false }),
]);

describe("the move dialog's folders", () => {
  it("lists every folder in reading order, greying itself, its descendants, its folder and read-only ones", () => {
    expect(moveTargets(tree, "onb")).toEqual([
      { id: "hr", title: "HR", depth: 0, refusal: "current" },
      { id: "onb", title: "Onboarding", depth: 1, refusal: "self" },
      { id: "deep", title: "Week one", depth: 2, refusal: "descendant" },
      { id: "it", title: "IT", depth: 0, refusal: "readOnly" },
    ]);
  });

  it("lets an article go to any writable folder but its own", () => {
    expect(
      moveTargets(tree, "vac")
        .filter((target) => !target.refusal)
        .map((target) => target.id),
    ).toEqual(["onb", "deep"]);
  });
});
