import { describe, expect, it } from "vitest";
import { addSkills, hasExtra } from "./extraFields";

describe("extra fields", () => {
  it("knows whether anything of the extra tab is filled in", () => {
    expect(hasExtra({})).toBe(false);
    expect(hasExtra({ about: "  ", skills: [] })).toBe(false);
    expect(hasExtra({ hobbies: "Chess" })).toBe(true);
    expect(hasExtra({ skills: ["SQL"] })).toBe(true);
  });

  it("adds typed skills trimmed, without repeats, cut to 50 characters and at most 30", () => {
    expect(addSkills(["SQL"], [" sql ", "Excel", "", "excel", "Go"])).toEqual(["SQL", "Excel", "Go"]);
    expect(addSkills([], ["x".repeat(60)])).toEqual(["x".repeat(50)]);
    const many = Array.from({ length: 29 }, (_, index) => `skill ${index}`);
    expect(addSkills(many, ["a", "b"])).toHaveLength(30);
  });
});
