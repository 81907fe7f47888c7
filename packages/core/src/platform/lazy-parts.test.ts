import { describe, expect, it } from "vitest";
import { LazyParts } from "./lazy-parts";

describe("LazyParts", () => {
  it("loads each pending part once, even for concurrent first uses, after the eager ones", async () => {
    const parts = new LazyParts<string>();
    let loads = 0;
    parts.add("eager");
    parts.addLoader(async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return "lazy";
    });
    const [first, second] = await Promise.all([parts.all(), parts.all()]);
    expect(first).toEqual(["eager", "lazy"]);
    expect(second).toEqual(["eager", "lazy"]);
    expect(await parts.all()).toEqual(["eager", "lazy"]);
    expect(loads).toBe(1);
  });

  it("tries a failed load again on the next use", async () => {
    const parts = new LazyParts<number>();
    let attempts = 0;
    parts.addLoader(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("cold start hiccup");
      return 7;
    });
    await expect(parts.all()).rejects.toThrow("cold start hiccup");
    expect(await parts.all()).toEqual([7]);
  });
});
