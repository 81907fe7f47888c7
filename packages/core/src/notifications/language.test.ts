import { describe, expect, it } from "vitest";
import { builtinNotificationTexts, notificationLanguages } from "@intranet/contracts/notificationTexts";
import { readerLanguage } from "./language";
import { builtinTemplates } from "./templates";

describe("built-in texts per language", () => {
  it("every built-in template has its texts in every language, the English ones its own", async () => {
    const templates = await builtinTemplates();
    expect(Object.keys(builtinNotificationTexts).sort()).toEqual(Object.keys(templates).sort());
    for (const [code, template] of Object.entries(templates)) {
      const texts = builtinNotificationTexts[code]!;
      expect(texts.en).toEqual({ title: template.title, short: template.short, full: template.full });
      for (const language of notificationLanguages) {
        // A value may come written in each language (`coins_ru` in the Russian text, `coins_en` in
        // the English one: shop/coins.ts): it counts as the same value.
        const placeholders = (text: string, written: string) =>
          [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!.replace(new RegExp(`_${written}$`), ""));
        // The same values in every language, and only declared ones (plus link).
        expect(new Set(placeholders(texts[language].title + texts[language].full, language))).toEqual(
          new Set(placeholders(template.title + template.full, "en")),
        );
      }
    }
  });

  it("a reader's language: their own, else the company's, else English", () => {
    expect(readerLanguage({ lang: "ua" }, "ru")).toBe("ua");
    expect(readerLanguage({}, "ru")).toBe("ru");
    expect(readerLanguage({ lang: "de" }, undefined)).toBe("en");
  });
});
