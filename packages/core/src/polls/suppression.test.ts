import { describe, expect, it } from "vitest";
import { chooseGroups, type CountedAnswer } from "./suppression";

const answer = (slices: string[], choice = 0): CountedAnswer => ({ slices, counters: { q1: 1, [`q1_${choice}`]: 1 } });
const many = (count: number, slices: string[], choice = 0) =>
  Array.from({ length: count }, () => answer(slices, choice));

describe("chooseGroups (issue 30: no combination of shown groups isolates fewer than k)", () => {
  it("shows a group only when it and its rest both have k", () => {
    const answers = [...many(5, ["city:paris"]), ...many(4, ["city:london"]), answer([])];
    const shown = chooseGroups(answers, 5);
    expect([...shown.keys()]).toEqual(["city:paris"]);
    expect(shown.get("city:paris")).toEqual({ n: 5, counters: { q1: 5, q1_0: 5 } });
    // The whole minus a shown group of 5 is 1: the group is not shown.
    expect([...chooseGroups([...many(5, ["city:paris"]), answer(["city:oslo"])], 5).keys()]).toEqual([]);
  });

  it("leaves out a sub-department whose parent minus it would be fewer than k", () => {
    const answers = [
      ...many(7, ["department:sales", "department:east"]),
      ...many(2, ["department:sales"]),
      ...many(6, []),
    ];
    // Sales (9) is shown; East (7) would leave Sales − East = 2.
    expect([...chooseGroups(answers, 5).keys()]).toEqual(["department:sales"]);
  });

  it("refuses a second dimension whose difference with a shown group isolates two people", () => {
    // Paris: 4 women and 1 man; women: those 4 and 1 more. Paris − women = one man − one woman.
    const answers = [
      ...many(4, ["city:paris", "gender:woman"]),
      answer(["city:paris", "gender:man"], 1),
      answer(["gender:woman"], 2),
      ...many(10, ["gender:man"]),
    ];
    const shown = chooseGroups(answers, 5);
    expect(shown.has("city:paris") && shown.has("gender:woman")).toBe(false);
    // Every cell of the shown family holds 0 or at least 5 answers.
    const cells = new Map<string, number>();
    for (const one of answers) {
      const cell = [...shown.keys()].map((slice) => (one.slices.includes(slice) ? 1 : 0)).join("");
      cells.set(cell, (cells.get(cell) ?? 0) + 1);
    }
    for (const size of cells.values()) expect(size).toBeGreaterThanOrEqual(5);
  });

  it("shows overlapping groups whose every cell has k", () => {
    const answers = [
      ...many(5, ["city:paris", "gender:woman"]),
      ...many(5, ["city:paris", "gender:man"]),
      ...many(5, ["city:oslo", "gender:woman"]),
      ...many(5, ["city:oslo", "gender:man"]),
    ];
    expect([...chooseGroups(answers, 5).keys()].sort()).toEqual([
      "city:oslo",
      "city:paris",
      "gender:man",
      "gender:woman",
    ]);
  });
});
