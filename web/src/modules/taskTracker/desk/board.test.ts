import { describe, expect, it } from "vitest";
import { card, deskView } from "../testing";
import { dropTarget, isOverdue, laneCards, neighbours, passes, noFilters } from "./board";

const desk = deskView({
  cards: [
    card({ _id: "a", rank: "1" }),
    card({ _id: "b", rank: "2" }),
    card({ _id: "c", rank: "3" }),
    card({ _id: "x", laneId: "l2", rank: "1" }),
  ],
});
const ids = (lanes: ReturnType<typeof laneCards>, lane: string) => lanes.get(lane)!.map((item) => item._id);

describe("the board's order and drops", () => {
  it("a drop within a lane takes the place of the card it is over, with its neighbours as seen", () => {
    const lanes = laneCards(desk, null);
    const down = dropTarget(lanes, "a", { card: "c" })!;
    expect(down.ids).toEqual(["b", "c", "a"]);
    expect(neighbours(down)).toEqual({ afterId: "c", beforeId: null });
    const up = dropTarget(lanes, "c", { card: "a" })!;
    expect(up.ids).toEqual(["c", "a", "b"]);
    expect(neighbours(up)).toEqual({ afterId: null, beforeId: "a" });
    expect(dropTarget(lanes, "b", { card: "b" })).toBeNull();
  });

  it("a drop into another lane goes above the card it is over, or to the end of the lane", () => {
    const lanes = laneCards(desk, null);
    expect(dropTarget(lanes, "b", { card: "x" })).toEqual({
      taskId: "b",
      fromLaneId: "l1",
      laneId: "l2",
      ids: ["b", "x"],
    });
    const end = dropTarget(lanes, "b", { lane: "l2" })!;
    expect(neighbours(end)).toEqual({ afterId: "x", beforeId: null });
    expect(dropTarget(lanes, "b", { lane: "l3" })!.ids).toEqual(["b"]);
  });

  it("a move in flight shows in its place without touching the board", () => {
    const lanes = laneCards(desk, { taskId: "a", laneId: "l2", ids: ["x", "a"] });
    expect(ids(lanes, "l1")).toEqual(["b", "c"]);
    expect(ids(lanes, "l2")).toEqual(["x", "a"]);
    expect(lanes.get("l2")![1]!.laneId).toBe("l2");
    expect(desk.cards.find((item) => item._id === "a")!.laneId).toBe("l1");
  });

  it("overdue: a due day passed on an open task", () => {
    expect(isOverdue({ due: "2026-11-01", finished: false }, "2026-11-02")).toBe(true);
    expect(isOverdue({ due: "2026-11-02", finished: false }, "2026-11-02")).toBe(false);
    expect(isOverdue({ due: "2026-11-01", finished: true }, "2026-11-02")).toBe(false);
    expect(passes(card({ due: "2026-11-01" }), { ...noFilters, overdue: true }, "u1", "2026-11-05")).toBe(true);
  });
});
