import type { BirthdayPerson } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { groupByDate } from "./groupByDate";

const person = (id: string): BirthdayPerson => ({
  _id: id,
  fullName: id,
  firstName: id,
  lastName: id,
  birthday: "01-01",
});

describe("groupByDate", () => {
  it("keeps the API's order and puts people of one day together", () => {
    const days = groupByDate([
      { user: person("a"), date: "2026-11-22", inDays: 1 },
      { user: person("b"), date: "2026-11-22", inDays: 1 },
      { user: person("c"), date: "2026-12-01", inDays: 10 },
    ]);
    expect(days.map((day) => [day.date, day.inDays, day.people.map((p) => p._id)])).toEqual([
      ["2026-11-22", 1, ["a", "b"]],
      ["2026-12-01", 10, ["c"]],
    ]);
  });
});
