import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { searchQuerySchema, searchTypes } from "./schemas";

const issues = (input: unknown) => {
  const result = z.safeParse(searchQuerySchema, input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the search query", () => {
  it("trims q, defaults every type, full mode and English names", () => {
    expect(z.parse(searchQuerySchema, { q: "  ann " })).toEqual({
      q: "ann",
      types: [...searchTypes],
      mode: "full",
      lang: "en",
    });
    expect(z.parse(searchQuerySchema, { q: "ann", lang: "ua" }).lang).toBe("ua");
    expect(() => z.parse(searchQuerySchema, { q: "ann", lang: "de" })).toThrow();
    expect(z.parse(searchQuerySchema, { q: "ann", types: "post, person,post", mode: "suggest" })).toMatchObject({
      types: ["post", "person"],
      mode: "suggest",
    });
  });

  it("refuses a short or long q, an unknown type and an empty cursor with catalogue codes", () => {
    expect(issues({ q: " a " })).toEqual(["search.query_too_short"]);
    expect(issues({ q: "x".repeat(201) })).toEqual(["search.query_too_long"]);
    expect(issues({ q: "ann", types: "person,planet" })).toEqual(["search.unknown_type"]);
    expect(issues({ q: "ann", cursor: "" })).toEqual(["search.bad_cursor"]);
  });
});
