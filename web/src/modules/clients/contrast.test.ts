import { describe, expect, it } from "vitest";
import { contrastIssues, contrastRatio, parseColor } from "./contrast";

describe("contrast (WCAG 2)", () => {
  it("reads the design's hex colours", () => {
    expect(parseColor("#fff")).toEqual([255, 255, 255]);
    expect(parseColor("#2D72D2")).toEqual([45, 114, 210]);
    expect(parseColor("#11223380")).toEqual([17, 34, 51]);
    expect(parseColor("#12345")).toBeNull();
    expect(parseColor("red")).toBeNull();
  });

  it("computes the ratio as WCAG defines it", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // Known values: #767676 on white is the lightest grey that passes 4.5 : 1.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#2d72d2")).toBeCloseTo(4.72, 2);
    expect(contrastRatio("#ffff00", "#ffffff")).toBeCloseTo(1.07, 2);
  });

  it("judges only the company's own colours, in each theme where they are too faint", () => {
    expect(contrastIssues(undefined)).toEqual([]);
    expect(contrastIssues({ header: "#123456", headerText: "#fafafa" })).toEqual([]);
    // Yellow text on white: hard to read whatever the theme.
    expect(contrastIssues({ header: "#ffffff", headerText: "#ffff00" })).toEqual([
      { pair: "header", ratio: 1, themes: ["light", "dark"] },
    ]);
    // A light side panel without its own text colour: the dark theme's light text fails on it.
    expect(contrastIssues({ sidePanel: "#f0f0f0" })).toEqual([{ pair: "sidePanel", ratio: 1, themes: ["dark"] }]);
    // White on a light primary colour (the opened menu entry, buttons).
    expect(contrastIssues({ primary: "#7fb3ff" })).toEqual([
      { pair: "primary", ratio: 2.1, themes: ["light", "dark"] },
    ]);
  });
});
