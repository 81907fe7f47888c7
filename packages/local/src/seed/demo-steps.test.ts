import { describe, expect, it } from "vitest";
import { demoSteps } from "./demo-steps";

describe("the demo steps", () => {
  it("have distinct names (their progress items) and distinct orders (one run order)", () => {
    expect(new Set(demoSteps.map((step) => step.name)).size).toBe(demoSteps.length);
    expect(new Set(demoSteps.map((step) => step.order)).size).toBe(demoSteps.length);
  });

  it("run the structure before the steps that read departments, and the chat last (earlier-seed.ts)", () => {
    const names = demoSteps.map((step) => step.name);
    for (const reader of ["polls", "moods", "calendar", "articles", "vacancies"])
      expect(names.indexOf(reader)).toBeGreaterThan(names.indexOf("structure"));
    expect(names.at(-1)).toBe("chat");
  });
});
