import { describe, expect, it } from "vitest";
import {
  forgivesTypos,
  normalizeWord,
  searchFormOf,
  shardOf,
  stemsOf,
  tokenize,
  typoKeysOf,
  withinOneEdit,
} from "./text";

describe("search terms", () => {
  it("splits words with their offsets, keeps inner apostrophes, drops one-letter words", () => {
    const text = "П’ять задач: café, ivan.petrov@acme.com, а я — 2026!";
    expect(tokenize(text).map(({ word, start, end }) => [word, text.slice(start, end)])).toEqual([
      ["пять", "П’ять"],
      ["задач", "задач"],
      ["cafe", "café"],
      ["ivan", "ivan"],
      ["petrov", "petrov"],
      ["acme", "acme"],
      ["com", "com"],
      ["2026", "2026"],
    ]);
  });

  it("lowercases, folds ё into е and Latin accents, keeps й and ї", () => {
    expect(["Ёлка", "Résumé", "Йошкар", "Їжак"].map(normalizeWord)).toEqual(["елка", "resume", "йошкар", "їжак"]);
  });

  it("stems English words once and Cyrillic words in both Russian and Ukrainian", () => {
    expect(stemsOf("employees")).toEqual(stemsOf("employee"));
    expect(stemsOf("отпуска")).toEqual(stemsOf("отпуском"));
    expect(stemsOf("відпустки")).toEqual(stemsOf("відпусткою"));
    expect(stemsOf("иванова").length).toBe(2); // ru "иванов", uk "иван"
    expect(stemsOf("2026")).toEqual(["2026"]);
    expect(shardOf("иванов")).toBe("ив");
  });

  it("folds Cyrillic stems across the alphabets, so a Russian and a Ukrainian spelling meet", () => {
    expect(stemsOf("клієнтами")).toContain(stemsOf("клиентами")[0]);
    expect(stemsOf("клієнт")).toEqual(stemsOf("клиент"));
    expect(stemsOf("Іванова".toLowerCase())).toEqual(stemsOf("иванова"));
    expect(stemsOf("виплата")).toEqual(stemsOf("выплата"));
    expect(stemsOf("обєкт")).toEqual(stemsOf("объект"));
    expect(stemsOf("ґанок")).toEqual(["ганок"]);
    expect(["кліє", "їжак", "етаж", "grace", "2026"].map(searchFormOf)).toEqual([
      "клие",
      "ижак",
      "етаж",
      "grace",
      "2026",
    ]);
  });

  it("tells words one edit apart: insert, delete, substitute, swap of neighbours", () => {
    expect(withinOneEdit("александр", "алесандр")).toBe(true);
    expect(withinOneEdit("алесандр", "александр")).toBe(true);
    expect(withinOneEdit("кузнецова", "кузнецава")).toBe(true);
    expect(withinOneEdit("morgan", "morgna")).toBe(true);
    expect(withinOneEdit("morgan", "mrogna")).toBe(false);
    expect(withinOneEdit("отчет", "отчеты")).toBe(true);
    expect(withinOneEdit("отчет", "отчетов")).toBe(false);
  });

  it("gives words one edit apart a shared typo key, wherever the edit is", () => {
    const share = (a: string, b: string) => typoKeysOf(a).some((key) => typoKeysOf(b).includes(key));
    expect(typoKeysOf("морган")).toHaveLength(7);
    expect(typoKeysOf("anna")).toEqual(["anna", "nna", "ana", "ann"]);
    for (const [a, b] of [
      ["александр", "алесандр"], // a letter left out
      ["morgan", "morgna"], // neighbours swapped
      ["кузнецова", "кузнецава"], // one substituted
      ["smith", "xsmith"], // one added at the start
      ["petrov", "betrov"], // the first letter wrong
    ])
      expect(share(a!, b!)).toBe(true);
    expect(share("morgan", "mrogna")).toBe(false);
    expect([forgivesTypos("морган"), forgivesTypos("ann"), forgivesTypos("2041"), forgivesTypos("r2d2")]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
