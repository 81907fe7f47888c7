import { describe, expect, it } from "vitest";
import { insertMention, mentionQueryAt } from "../../../shared/mentions/mentionDraft";
import { contentLength, fromContent, toContent } from "./draft";

describe("the composer's draft", () => {
  it("writes mentions as <@id> for the API and back as names for editing", () => {
    const typed = { text: "Hi @Chl", mentions: [] };
    const at = mentionQueryAt(typed.text, typed.text.length)!;
    expect(at).toEqual({ start: 3, query: "Chl" });
    const { draft } = insertMention(
      typed,
      { start: at.start, end: typed.text.length },
      { id: "u2", name: "Chloe Davis" },
    );
    expect(draft.text).toBe("Hi @Chloe Davis ");
    expect(toContent({ ...draft, text: `${draft.text}and @Chloe Davis again` })).toBe("Hi <@u2> and <@u2> again");
    expect(fromContent("Hi <@u2>!", () => "Chloe Davis")).toEqual({
      text: "Hi @Chloe Davis!",
      mentions: [{ id: "u2", name: "Chloe Davis" }],
    });
  });

  it("counts as the API's schema does (UTF-16 units)", () => {
    expect(contentLength("👍👍")).toBe(4);
  });
});
