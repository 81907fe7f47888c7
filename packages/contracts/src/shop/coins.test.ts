import { describe, expect, it } from "vitest";
import { autoValueText } from "../autoTexts";
import { coinsValue, currencyWord, formatCoins, shopNameIn, type CurrencyNaming } from "./coins";

const defaults: CurrencyNaming = { name: "Shop!", currencyName: "coin", currencyShort: "c", translations: {} };
const named: CurrencyNaming = {
  name: "Shop!",
  currencyName: "coin",
  currencyShort: "c",
  translations: {
    en: { name: "Perks", currency: { one: "spark", other: "sparks" }, short: "sp" },
    ru: { name: "Бонусы", currency: { one: "искра", few: "искры", many: "искр" } },
    ua: { currency: { one: "іскра", few: "іскри", many: "іскор" }, short: "іск." },
  },
};

describe("the coins formatter", () => {
  it("pluralises the built-in currency by each language's rules (en one/other, ru and uk one/few/many)", () => {
    expect([1, 5].map((count) => formatCoins(count, "en", defaults))).toEqual(["1 coin", "5 coins"]);
    expect([1, 2, 5, 21, 200].map((count) => formatCoins(count, "ru", defaults))).toEqual([
      "1 монета",
      "2 монеты",
      "5 монет",
      "21 монета",
      "200 монет",
    ]);
    expect([1, 3, 11, 200].map((count) => formatCoins(count, "ua", defaults))).toEqual([
      "1 монета",
      "3 монети",
      "11 монет",
      "200 монет",
    ]);
  });

  it("uses the company's words per language and form, groups digits the language's way, and writes short codes", () => {
    expect(formatCoins(1, "en", named)).toBe("1 spark");
    expect(formatCoins(1000, "en", named)).toBe("1,000 sparks");
    expect(formatCoins(22, "ru", named)).toBe("22 искры");
    expect(formatCoins(1000, "ru", named).replace(/\s/g, " ")).toBe("1 000 искр");
    expect(formatCoins(5, "ua", named)).toBe("5 іскор");
    expect(formatCoins(5, "ua", named, "short")).toBe("5 іск.");
    expect(formatCoins(5, "en", named, "short")).toBe("5 sp");
    // One name chosen for every language (the old single field) is used where no translation is.
    expect(currencyWord(7, "ru", { currencyName: "bolt", currencyShort: "B" })).toBe("bolt");
  });

  it('names the shop per language, "Shop!" until named', () => {
    expect(shopNameIn("en", named)).toBe("Perks");
    expect(shopNameIn("ru", named)).toBe("Бонусы");
    expect(shopNameIn("ua", named)).toBe("Shop!");
  });

  it("stores an amount as a number with its words, written in the reader's language when read", () => {
    const value = coinsValue(21, named);
    expect(autoValueText(value, { language: "en" })).toBe(formatCoins(21, "en", named));
    expect(autoValueText(value, { language: "ru" })).toBe("21 искра");
    expect(autoValueText(coinsValue(200, defaults), { language: "ua" })).toBe("200 монет");
    expect(autoValueText(coinsValue(3, defaults), { language: "ru" })).toBe("3 монеты");
  });
});
