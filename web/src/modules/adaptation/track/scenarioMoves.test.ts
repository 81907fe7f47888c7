import { describe, expect, it } from "vitest";
import { stepView } from "../testing";
import { moveStep } from "./scenarioMoves";

const stages = [
  { _id: "a", name: "A", steps: [stepView({ _id: "1" }), stepView({ _id: "2" }), stepView({ _id: "3" })] },
  { _id: "b", name: "B", steps: [stepView({ _id: "4" })] },
];
const ids = (result: ReturnType<typeof moveStep>) => result?.map((stage) => stage.steps.map((step) => step._id));

describe("a dragged step's place", () => {
  it("moves down and up within its stage like a sortable list", () => {
    expect(ids(moveStep(stages, { stepId: "1", stageId: "a", beforeId: "3" }))).toEqual([["2", "3", "1"], ["4"]]);
    expect(ids(moveStep(stages, { stepId: "3", stageId: "a", beforeId: "1" }))).toEqual([["3", "1", "2"], ["4"]]);
  });

  it("moves into another stage before a step, or at its end", () => {
    expect(ids(moveStep(stages, { stepId: "2", stageId: "b", beforeId: "4" }))).toEqual([
      ["1", "3"],
      ["2", "4"],
    ]);
    expect(ids(moveStep(stages, { stepId: "2", stageId: "b", beforeId: null }))).toEqual([
      ["1", "3"],
      ["4", "2"],
    ]);
  });

  it("is nothing when the step stays where it was", () => {
    expect(moveStep(stages, { stepId: "2", stageId: "a", beforeId: "2" })).toBeNull();
    expect(moveStep(stages, { stepId: "3", stageId: "a", beforeId: null })).toBeNull();
  });
});
