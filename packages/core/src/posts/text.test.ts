import { describe, expect, it } from "vitest";
import { excerptOf, textLength } from "./text";

describe("plain-text helpers of the wall", () => {
  it("cuts excerpts at 140 characters with an ellipsis, counting emoji as one", () => {
    expect(excerptOf("short")).toBe("short");
    const long = "😀".repeat(200);
    expect([...excerptOf(long)]).toHaveLength(140);
    expect(excerptOf(long).endsWith("…")).toBe(true);
    expect(textLength("😀a")).toBe(2);
  });
});
