import { describe, expect, it } from "vitest";
import { contactLinks, telegramLink } from "./contactLinks";

describe("contact links", () => {
  it("makes a t.me link of a username, a t.me address or a phone number", () => {
    expect(telegramLink("@chloe_d")).toEqual({ text: "@chloe_d", href: "https://t.me/chloe_d" });
    expect(telegramLink("chloe_d")).toEqual({ text: "@chloe_d", href: "https://t.me/chloe_d" });
    expect(telegramLink("https://t.me/chloe_d")).toEqual({ text: "@chloe_d", href: "https://t.me/chloe_d" });
    expect(telegramLink("+44 7700 900123")).toEqual({ text: "+44 7700 900123", href: "https://t.me/+447700900123" });
  });

  it("never makes a link of anything else", () => {
    expect(telegramLink("javascript:alert(1)")).toBeNull();
    expect(telegramLink("https://evil.example/chloe")).toBeNull();
    expect(telegramLink("")).toBeNull();
  });

  it("lists only the contacts a person has, in the page's order", () => {
    expect(contactLinks({ email: "", phone: "+1 (555) 010-99", internalPhone: "12" })).toEqual([
      { field: "phone", text: "+1 (555) 010-99", href: "tel:+155501099", external: false },
      { field: "internalPhone", text: "12", href: "tel:12", external: false },
    ]);
  });
});
