import { describe, expect, it } from "vitest";
import { avatarPlan, coverPlan, fitsPlan } from "./imageFit";

describe("the avatar's crop", () => {
  it("takes the largest square in the middle and scales it to 512 × 512", () => {
    expect(avatarPlan({ width: 1200, height: 800 })).toEqual({
      source: { x: 200, y: 0, width: 800, height: 800 },
      target: { width: 512, height: 512 },
    });
    expect(avatarPlan({ width: 300, height: 701 })).toEqual({
      source: { x: 0, y: 200, width: 300, height: 300 },
      target: { width: 512, height: 512 },
    });
    expect(avatarPlan({ width: 512, height: 512 }).source).toEqual({ x: 0, y: 0, width: 512, height: 512 });
  });

  it("takes a picture whose square is at least 96 px, and refuses a smaller one", () => {
    expect(fitsPlan("avatar", { width: 96, height: 400 })).toBe(true);
    expect(fitsPlan("avatar", { width: 5000, height: 4000 })).toBe(true);
    expect(fitsPlan("avatar", { width: 400, height: 95 })).toBe(false);
    expect(fitsPlan("avatar", { width: 0, height: 0 })).toBe(false);
  });
});

describe("the cover's scale", () => {
  it("scales the whole picture to exactly 3420 px wide, keeping its proportions", () => {
    expect(coverPlan({ width: 1710, height: 300 })).toEqual({
      source: { x: 0, y: 0, width: 1710, height: 300 },
      target: { width: 3420, height: 600 },
    });
    expect(coverPlan({ width: 6840, height: 1000 }).target).toEqual({ width: 3420, height: 500 });
    expect(coverPlan({ width: 1000, height: 333 }).target).toEqual({ width: 3420, height: 1139 });
  });

  it("refuses a picture that would be under 250 px high at that width (rules spec §9)", () => {
    expect(fitsPlan("cover", { width: 3420, height: 250 })).toBe(true);
    expect(fitsPlan("cover", { width: 1368, height: 100 })).toBe(true); // 3420 × 250
    expect(fitsPlan("cover", { width: 3420, height: 249 })).toBe(false);
    expect(fitsPlan("cover", { width: 2000, height: 140 })).toBe(false); // 3420 × 239
    expect(fitsPlan("cover", { width: 1000, height: 5000 })).toBe(false); // 17,100 px high: over the largest side
  });
});
