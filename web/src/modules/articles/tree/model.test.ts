import type { ArticleNodeView } from "@intranet/contracts/articles";
import { describe, expect, it } from "vitest";
import { node } from "../testing";
import { applyDrop, dropAction, dropPlace } from "./drop";
import { ancestorsOf, buildTree, childrenOf, descendantsOf, filterTree } from "./model";

/**
 * HR (a0) ─ Onboarding (a0/a1: folder) ─ First day (article)
 *         └ Vacation policy (article)
 * IT (a1) ─ VPN (article)
 */
const items: ArticleNodeView[] = [
  node({ id: "it", title: "IT", order: "a1" }),
  node({ id: "hr", title: "HR", order: "a0" }),
  node({ id: "onb", title: "Onboarding", parentId: "hr", order: "a0" }),
  node({ id: "vac", title: "Vacation policy", kind: "article", parentId: "hr", order: "a1" }),
  node({ id: "day", title: "First day", kind: "article", parentId: "onb", order: "a0" }),
  node({ id: "vpn", title: "VPN", kind: "article", parentId: "it", order: "Zz" }),
];
const tree = buildTree(items);
const titles = (parent: string | null, tree_ = tree) => childrenOf(tree_, parent).map((item) => item.title);

describe("the knowledge-base tree", () => {
  it("groups children under their folder, sorted by order as strings", () => {
    expect(titles(null)).toEqual(["HR", "IT"]);
    expect(titles("hr")).toEqual(["Onboarding", "Vacation policy"]);
    const mixed = buildTree([
      node({ id: "b", order: "a0V" }),
      node({ id: "a", order: "a0" }),
      node({ id: "c", order: "Zz" }),
    ]);
    expect(childrenOf(mixed, null).map((item) => item.id)).toEqual(["c", "a", "b"]);
  });

  it("shows a node whose folder is not readable at the top", () => {
    expect(childrenOf(buildTree([node({ id: "x", parentId: "hidden" })]), null).map((item) => item.id)).toEqual(["x"]);
  });

  it("knows a node's folders and a folder's descendants", () => {
    expect(ancestorsOf(tree, "day")).toEqual(["hr", "onb"]);
    expect([...descendantsOf(tree, "hr")].sort()).toEqual(["day", "onb", "vac"]);
  });

  it("filters titles, keeping the folders above each match", () => {
    expect(filterTree(tree, "  ")).toBeNull();
    expect([...filterTree(tree, "first")!].sort()).toEqual(["day", "hr", "onb"]);
    expect(filterTree(tree, "nothing like it")!.size).toBe(0);
  });
});

describe("a drop in the tree", () => {
  it("reads the place from where the dragged row's middle is", () => {
    const row = { top: 100, height: 40 };
    expect(dropPlace(105, row, true)).toBe("before");
    expect(dropPlace(120, row, true)).toBe("into");
    expect(dropPlace(135, row, true)).toBe("after");
    expect(dropPlace(115, row, false)).toBe("before");
    expect(dropPlace(125, row, false)).toBe("after");
  });

  it("before or after a node is an order request in that node's folder", () => {
    expect(dropAction(tree, "vpn", "vac", "after")).toEqual({ kind: "order", from: "vpn", to: "vac", place: "after" });
    expect(dropAction(tree, "vac", "onb", "before")).toEqual({
      kind: "order",
      from: "vac",
      to: "onb",
      place: "before",
    });
  });

  it("onto a folder is a move into it", () => {
    expect(dropAction(tree, "vpn", "onb", "into")).toEqual({ kind: "move", id: "vpn", parentId: "onb" });
  });

  it("asks nothing for a drop that changes nothing or cannot be", () => {
    expect(dropAction(tree, "vac", "vac", "after")).toBeNull();
    expect(dropAction(tree, "hr", "day", "before")).toBeNull(); // into its own folder
    expect(dropAction(tree, "hr", "onb", "into")).toBeNull();
    expect(dropAction(tree, "vpn", "vac", "into")).toBeNull(); // an article is no folder
    expect(dropAction(tree, "day", "onb", "into")).toBeNull(); // already there
    expect(dropAction(tree, "onb", "vac", "before")).toBeNull(); // already just before it
    expect(dropAction(tree, "vac", "onb", "after")).toBeNull();
  });

  it("shows the result at once, in the new folder and place", () => {
    const before = buildTree(applyDrop(tree, items, { kind: "order", from: "vpn", to: "onb", place: "before" }));
    expect(titles("hr", before)).toEqual(["VPN", "Onboarding", "Vacation policy"]);
    const after = buildTree(applyDrop(tree, items, { kind: "order", from: "vpn", to: "onb", place: "after" }));
    expect(titles("hr", after)).toEqual(["Onboarding", "VPN", "Vacation policy"]);
    expect(titles("it", after)).toEqual([]);
    const moved = buildTree(applyDrop(tree, items, { kind: "move", id: "vac", parentId: "onb" }));
    expect(titles("onb", moved)).toEqual(["First day", "Vacation policy"]);
  });
});
