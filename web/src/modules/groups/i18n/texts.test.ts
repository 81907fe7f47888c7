import { describe, expect, it } from "vitest";
import { leaves, placeholders } from "../../../test/textLeaves";
import { groups as en } from "./en";
import { groups as ru } from "./ru";
import { groups as ua } from "./ua";

describe("groups texts", () => {
  it("ru and ua have the English keys, non-empty, with the same placeholders", () => {
    const english = leaves(en);
    for (const texts of [leaves(ru), leaves(ua)]) {
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of texts) {
        expect(text.trim(), key).not.toBe("");
        expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
      }
    }
  });
});
