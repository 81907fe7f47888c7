import { describe, expect, it } from "vitest";
import { grantSearchReaders } from "./search-labels";

describe("search readers of grants", () => {
  it("names the audiences' labels, apart from search's own", () => {
    expect(
      grantSearchReaders([
        { audience: { kind: "department", deptId: "D1", subdepartments: true }, level: "read" },
        { audience: { kind: "city", city: " London " }, level: "write" },
        { audience: { kind: "all" }, level: "read" },
        { audience: { kind: "users", userIds: ["U1"] }, level: "read" },
      ])?.sort(),
    ).toEqual(["aud:all", "aud:city:london", "aud:dept:D1", "aud:user:U1"]);
  });

  it("names nobody it cannot name exactly: an exclusion or a working-time range", () => {
    expect(
      grantSearchReaders([
        { audience: { kind: "all" }, level: "read" },
        { audience: { kind: "position", position: "Intern" }, level: "none" },
      ]),
    ).toBeUndefined();
    expect(grantSearchReaders([{ audience: { kind: "workingTime", fromMonths: 12 }, level: "read" }])).toBeUndefined();
  });
});
