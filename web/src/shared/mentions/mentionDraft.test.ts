import { describe, expect, it } from "vitest";
import { insertMention, mentionQueryAt } from "./mentionDraft";

describe("a draft with mentions", () => {
  it("finds the @word being typed and replaces it with the chosen person", () => {
    expect(mentionQueryAt("hello @ch", 9)).toEqual({ start: 6, query: "ch" });
    expect(mentionQueryAt("mail@ch", 7)).toBeNull();
    const { draft, caret } = insertMention(
      { text: "hello @ch!", mentions: [] },
      { start: 6, end: 9 },
      { id: "u2", name: "Chloe Davis" },
    );
    expect(draft.text).toBe("hello @Chloe Davis !");
    expect(caret).toBe(19);
    expect(draft.mentions).toEqual([{ id: "u2", name: "Chloe Davis" }]);
  });

  it("lists a person once per name shown", () => {
    const once = insertMention(
      { text: "@Chloe Davis @ch", mentions: [{ id: "u2", name: "Chloe Davis" }] },
      { start: 13, end: 16 },
      { id: "u2", name: "Chloe Davis" },
    );
    expect(once.draft.mentions).toEqual([{ id: "u2", name: "Chloe Davis" }]);
    const renamed = insertMention(once.draft, { start: 0, end: 0 }, { id: "u2", name: "Chloe Smith" });
    expect(renamed.draft.mentions).toEqual([
      { id: "u2", name: "Chloe Davis" },
      { id: "u2", name: "Chloe Smith" },
    ]);
  });
});
