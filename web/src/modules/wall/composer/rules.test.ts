import { describe, expect, it } from "vitest";
import { composerIssue } from "./rules";

const chloe = { id: "u2", name: "Chloe Davis" };
const long = "for helping with the quarterly report";

describe("composer rules (rules-calls-errors-spec §5 Posts)", () => {
  it("needs text", () => {
    expect(composerIssue("news", { text: "  \n ", mentions: [] }, "u1")?.code).toBe("posts.text_required");
    expect(composerIssue("news", { text: "Hello", mentions: [] }, "u1")).toBeNull();
  });

  it("a thanks post has more than 30 characters", () => {
    const issue = composerIssue("thanks", { text: "@Chloe Davis thanks!", mentions: [chloe] }, "u1");
    expect(issue).toEqual({ code: "posts.thanks_too_short", params: { min: 30 } });
    const exactly30 = `@Chloe Davis ${"x".repeat(30 - 13)}`;
    expect(composerIssue("thanks", { text: exactly30, mentions: [chloe] }, "u1")?.code).toBe("posts.thanks_too_short");
    expect(composerIssue("thanks", { text: `${exactly30}y`, mentions: [chloe] }, "u1")).toBeNull();
  });

  it("a thanks post mentions exactly one person, not oneself", () => {
    expect(composerIssue("thanks", { text: long, mentions: [] }, "u1")?.code).toBe("posts.thanks_one_person");
    const two = { text: `@Chloe Davis @Bo Li ${long}`, mentions: [chloe, { id: "u3", name: "Bo Li" }] };
    expect(composerIssue("thanks", two, "u1")?.code).toBe("posts.thanks_one_person");
    expect(composerIssue("thanks", { text: `@Chloe Davis ${long}`, mentions: [chloe] }, "u2")?.code).toBe(
      "posts.thanks_self",
    );
  });
});
