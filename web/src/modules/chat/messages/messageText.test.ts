import { describe, expect, it } from "vitest";
import { messageParts, plainMessage } from "./messageText";

describe("a message's text", () => {
  it("finds mentions and safe links, and keeps punctuation after a link out of it", () => {
    expect(messageParts("Hi <@u2>, see https://example.com/a?b=1. Or mailto:x@y.z!")).toEqual([
      { kind: "text", text: "Hi " },
      { kind: "mention", userId: "u2" },
      { kind: "text", text: ", see " },
      { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { kind: "text", text: ". Or " },
      { kind: "link", text: "mailto:x@y.z", href: "mailto:x@y.z" },
      { kind: "text", text: "!" },
    ]);
  });

  it("never makes a link of another scheme", () => {
    expect(messageParts("javascript:alert(1) data:text/html,x")).toEqual([
      { kind: "text", text: "javascript:alert(1) data:text/html,x" },
    ]);
  });

  it("writes mentions as names for excerpts and editing", () => {
    expect(plainMessage("Ask <@u2> now", (id) => (id === "u2" ? "Chloe Davis" : id))).toBe("Ask @Chloe Davis now");
  });
});
