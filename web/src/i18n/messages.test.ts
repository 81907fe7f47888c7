import { errorCatalogue, errorCodes } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { messages as en } from "./locales/en";
import { messages as ru } from "./locales/ru";
import { messages as ua } from "./locales/ua";
import { menu } from "../shell/menu/i18n/en";
import { menuKeys } from "../shell/menu/menuItems";
import { modules } from "../modules/registry";
import { leaves, placeholders } from "../test/textLeaves";

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
