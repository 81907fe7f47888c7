import { describe, expect, it } from "vitest";
import { content as en } from "./content/en";
import { content as ru } from "./content/ru";
import { content as ua } from "./content/ua";
import { helpArticles, type HelpContent } from "./articles";
import { fold, markWords, plainBody, queryWords, searchHelp } from "./search";

const all = (content: HelpContent) => helpArticles.map((article) => ({ id: article.id, text: content[article.id] }));

describe("help search", () => {
  it("folds case by the reader's language, ё as е and every apostrophe as one, keeping positions", () => {
    expect(fold("ОТПУСК Ёлка", "ru")).toBe("отпуск елка");
    expect(fold("Зв’язок ЗвʼЯЗОК", "uk")).toBe("зв'язок зв'язок");
    expect(fold("İstanbul", "en")).toHaveLength("İstanbul".length);
    expect(queryWords("  «Отпуск», пароль! ", "ru")).toEqual(["отпуск", "пароль"]);
  });

  it("finds Russian words in Russian articles, every word required, title matches first", () => {
    const hits = searchHelp(all(ru), "Отпуск", "ru");
    expect(hits[0]?.id).toBe("vacations");
    expect(hits.map((hit) => hit.id)).toContain("admin-modules");
    expect(searchHelp(all(ru), "отпуск чат", "ru").map((hit) => hit.id)).not.toContain("vacations");
    // A longer form finds the shorter one ("отпуска" → "отпуск").
    expect(searchHelp(all(ru), "отпусков", "ru")[0]?.id).toBe("vacations");
    expect(searchHelp(all(ru), "xyzzy", "ru")).toEqual([]);
  });

  it("searches Ukrainian and English articles in their own words", () => {
    expect(searchHelp(all(ua), "ВІДПУСТКА", "uk")[0]?.id).toBe("vacations");
    expect(searchHelp(all(ua), "пароль", "uk").map((hit) => hit.id)).toContain("getting-started");
    expect(searchHelp(all(en), "password", "en").map((hit) => hit.id)).toContain("profile");
  });

  it("gives a snippet around the match and marks the found words", () => {
    const [hit] = searchHelp(all(en), "follow-up code", "en").filter((entry) => entry.id === "report-violation");
    expect(hit?.snippet.toLowerCase()).toContain("follow-up");
    const parts = markWords("Your Follow-up code", ["follow-up", "code"], "en");
    expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual(["Follow-up", "code"]);
    expect(parts.map((part) => part.text).join("")).toBe("Your Follow-up code");
  });

  it("every language has every article, with a title, a summary and a body without leftover markup", () => {
    for (const content of [en, ru, ua])
      for (const { id } of helpArticles) {
        const text = content[id];
        expect(text.title.trim(), id).not.toBe("");
        expect(text.summary.trim(), id).not.toBe("");
        expect(text.body.length, id).toBeGreaterThan(2);
        expect(plainBody(text.body), id).not.toMatch(/\*\*|^## /m);
        for (const block of text.body) expect(block.split("**").length % 2, `${id}: ${block}`).toBe(1);
      }
  });
});
