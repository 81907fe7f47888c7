import type { FacetDepartmentView } from "@intranet/contracts/addressBook";
import { describe, expect, it } from "vitest";
import { departmentOptions, indented } from "./departmentOptions";

const dept = (id: string, name: string, parent: string | null): FacetDepartmentView => ({ _id: id, name, parent });

describe("the department filter's options", () => {
  it("lists each department followed by its sub-departments, indented by depth", () => {
    const options = departmentOptions([
      dept("co", "Company", null),
      dept("eng", "Engineering", "co"),
      dept("qa", "QA", "eng"),
      dept("sales", "Sales", "co"),
    ]);
    expect(options.map((option) => [option.id, option.depth])).toEqual([
      ["co", 0],
      ["eng", 1],
      ["qa", 2],
      ["sales", 1],
    ]);
    expect(indented(options[2]!)).toBe("\u00a0".repeat(6) + "QA");
  });

  it("lists orphans at the top level and survives a loop", () => {
    const options = departmentOptions([dept("a", "A", "b"), dept("b", "B", "a"), dept("x", "X", "gone")]);
    expect(options.map((option) => option.id).sort()).toEqual(["a", "b", "x"]);
    expect(options.find((option) => option.id === "x")?.depth).toBe(0);
  });
});
