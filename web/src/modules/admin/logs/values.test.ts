import { describe, expect, it } from "vitest";
import { listChange, longValue, readJournalValue } from "./values";

describe("a journal value read back from its JSON text", () => {
  it("shows strings without their quotes, booleans, numbers and lists as what they are", () => {
    expect(readJournalValue('"Sales"')).toEqual({ kind: "text", text: "Sales" });
    expect(readJournalValue("true")).toEqual({ kind: "boolean", value: true });
    expect(readJournalValue("1048576")).toEqual({ kind: "number", value: 1048576 });
    expect(readJournalValue('["wall","shop"]')).toEqual({ kind: "list", items: ["wall", "shop"] });
  });

  it("tells an absent value from an empty one", () => {
    expect(readJournalValue(undefined)).toEqual({ kind: "absent" });
    expect(readJournalValue('""')).toEqual({ kind: "empty" });
    expect(readJournalValue("null")).toEqual({ kind: "empty" });
    expect(readJournalValue("[]")).toEqual({ kind: "empty" });
  });

  it("keeps a map as compact JSON and reads a value the journal cut as text", () => {
    expect(readJournalValue('{"en":"Wall","ru":"Стена"}')).toEqual({
      kind: "json",
      text: '{ "en": "Wall", "ru": "Стена" }',
    });
    expect(readJournalValue('"A very long text that was cut…')).toEqual({
      kind: "text",
      text: "A very long text that was cut…",
    });
  });

  it("clamps long or many-line values", () => {
    expect(longValue("short")).toBe(false);
    expect(longValue("x".repeat(141))).toBe(true);
    expect(longValue("a\nb\nc\nd")).toBe(true);
  });
});

describe("a list's change", () => {
  it("is what was added and removed", () => {
    expect(listChange(readJournalValue('["wall","shop"]'), readJournalValue('["wall","analytics"]'))).toEqual({
      added: ["analytics"],
      removed: ["shop"],
    });
    expect(listChange(readJournalValue(undefined), readJournalValue('["hr"]'))).toEqual({ added: ["hr"], removed: [] });
  });

  it("is no list change when a side is no list, or only the order changed", () => {
    expect(listChange(readJournalValue('"a"'), readJournalValue('["a"]'))).toBeNull();
    expect(listChange(readJournalValue('["a","b"]'), readJournalValue('["b","a"]'))).toBeNull();
    expect(listChange(readJournalValue(undefined), readJournalValue('""'))).toBeNull();
  });
});
