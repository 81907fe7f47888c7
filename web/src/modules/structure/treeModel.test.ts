import { describe, expect, it } from "vitest";
import type { DepartmentView } from "@intranet/contracts/structure";
import { ancestors, moveTargets, subtree, treeModel } from "./treeModel";

const dept = (id: string, parent: string | null): DepartmentView => ({
  _id: id,
  type: "administrative",
  name: id,
  description: "",
  parent,
  headUser: null,
  employees: 0,
  updatedAt: "2026-01-01T00:00:00.000Z",
});

const model = treeModel([dept("co", null), dept("sales", "co"), dept("east", "sales"), dept("it", "co")]);

describe("the structure's tree model", () => {
  it("finds the root, the children and a department's subtree", () => {
    expect(model.root?._id).toBe("co");
    expect(model.children.get("co")?.map((d) => d._id)).toEqual(["sales", "it"]);
    expect([...subtree(model, "sales")].sort()).toEqual(["east", "sales"]);
  });

  it("offers as move targets everything but the department, its subtree and its current parent", () => {
    expect(moveTargets(model, "sales").map((d) => d._id)).toEqual(["it"]);
    expect(moveTargets(model, "east").map((d) => d._id)).toEqual(["co", "it"]);
    expect(moveTargets(model, "co")).toEqual([]);
  });

  it("lists the ancestors, the root first", () => {
    expect(ancestors(model, "east").map((d) => d._id)).toEqual(["co", "sales"]);
    expect(ancestors(model, "co")).toEqual([]);
  });
});
