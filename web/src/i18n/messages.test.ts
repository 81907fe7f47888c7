import { errorCatalogue, errorCodes } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { messages as firstScreen } from "./locales/en";
import { errors as allEnglishErrors } from "./locales/en/allErrors";
import { messages as ru } from "./locales/ru";
import { messages as ua } from "./locales/ua";
import { menu } from "../shell/menu/i18n/en";
import { menuKeys } from "../shell/menu/menuItems";
import { modules } from "../modules/registry";
import { leaves, placeholders } from "../test/textLeaves";

// English: the first screen's interface texts with the whole catalogue (its own chunk).
const en = { ui: firstScreen.ui, errors: allEnglishErrors };
const all = { en, ru, ua };

describe("translations (en, ru, ua complete)", () => {
  const english = leaves(en.ui);

  for (const [language, messages] of Object.entries(all)) {
    it(`${language}: every interface text, non-empty, with the same placeholders as English`, () => {
      const texts = leaves(messages.ui);
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of texts) {
        expect(text.trim(), key).not.toBe("");
        expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
      }
    });

    it(`${language}: every catalogue code, with the catalogue's placeholders`, () => {
      expect(Object.keys(messages.errors).sort()).toEqual([...errorCodes].sort());
      for (const code of errorCodes) {
        const catalogue = [...errorCatalogue[code].message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
        expect(placeholders(messages.errors[code]), code).toEqual(catalogue);
      }
    });
  }

  it("the first screen carries the public screens' error texts only (common, sign-in)", () => {
    const codes = Object.keys(firstScreen.errors);
    expect(codes.length).toBeGreaterThan(10);
    expect(codes.every((code) => code.startsWith("common.") || code.startsWith("login."))).toBe(true);
    for (const code of codes)
      expect(firstScreen.errors[code as keyof typeof en.errors]).toBe(en.errors[code as keyof typeof en.errors]);
  });

  it("English error texts are the catalogue's own", () => {
    for (const code of errorCodes)
      expect(en.errors[code].replace(/\{\{(\w+)\}\}/g, "{$1}"), code).toBe(errorCatalogue[code].message);
  });

  it("every menu key and module has a label (namespace `menu`)", () => {
    const names = leaves(menu);
    for (const key of menuKeys) expect(names.has(`items.${key}`), key).toBe(true);
    for (const module of modules) expect(names.has(`modules.${module.key}`), module.key).toBe(true);
  });
});
