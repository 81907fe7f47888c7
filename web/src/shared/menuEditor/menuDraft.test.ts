import { describe, expect, it } from "vitest";
import { menuKeys } from "../../shell/menu/menuItems";
import { editableMenuKeys, menuDesignOf, menuDraftOf, newlyHidden, productMenuDraft, sameMenu } from "./menuDraft";

describe("the menu editor's draft (client.design ↔ PUT /api/clients/{id}/interface)", () => {
  it("offers the company's built entries, never the superadmin's", () => {
    expect(editableMenuKeys).toContain("groups");
    expect(editableMenuKeys).toContain("employees");
    expect(editableMenuKeys).not.toContain("clients");
  });

  it("reads an older company's plain name as the name in every language, and a name per language as is", () => {
    const draft = menuDraftOf({ menuNames: { groups: "Teams", calendar: { ru: "Даты" } } });
    const entry = (key: string) => draft.entries.find((each) => each.key === key)!;
    expect(entry("groups").names).toEqual({ en: "Teams", ru: "Teams", ua: "Teams" });
    expect(entry("calendar").names).toEqual({ en: "", ru: "Даты", ua: "" });
    expect(entry("company").names).toEqual({ en: "", ru: "", ua: "" });
  });

  it("stores trimmed names per language, blank ones left out, and the product's order as none", () => {
    const draft = menuDraftOf({});
    draft.entries = draft.entries.map((entry) =>
      entry.key === "groups" ? { ...entry, names: { en: "  Teams ", ru: " ", ua: "Команди" } } : entry,
    );
    expect(menuDesignOf(draft)).toEqual({
      menuNames: { groups: { en: "Teams", ua: "Команди" } },
      menuOrder: [],
      menuHidden: [],
    });
  });

  it("stores a changed order whole: the entries it does not show stay after their product neighbours", () => {
    const draft = menuDraftOf({ menuOrder: ["groups", "company"] });
    expect(draft.entries.slice(0, 2).map((entry) => entry.key)).toEqual(["groups", "company"]);
    const order = menuDesignOf(draft).menuOrder;
    expect(order.slice(0, 2)).toEqual(["groups", "company"]);
    expect([...order].sort()).toEqual([...menuKeys].sort());
    // `clients` (the superadmin's) keeps its place right after the entry before it in the product's order.
    const before = menuKeys[menuKeys.indexOf("clients") - 1]!;
    expect(order.indexOf("clients")).toBe(order.indexOf(before) + 1);
  });

  it("keeps what is stored for entries it does not show, and hides only what may be hidden", () => {
    const draft = menuDraftOf({
      menuNames: { clients: "Tenants", groups: { en: "Teams" } },
      menuHidden: ["groups", "employees", "clients"],
    });
    expect(draft.entries.find((entry) => entry.key === "employees")?.hidden).toBe(false);
    expect(draft.entries.find((entry) => entry.key === "groups")?.hidden).toBe(true);
    const design = menuDesignOf(draft);
    expect(design.menuNames).toEqual({
      clients: { en: "Tenants", ru: "Tenants", ua: "Tenants" },
      groups: { en: "Teams" },
    });
    expect(design.menuHidden).toEqual(["groups", "clients"]);
  });

  it("restores the product's menu, says what a change newly hides, and compares drafts by what they store", () => {
    const stored = menuDraftOf({ menuNames: { groups: "Teams" }, menuOrder: ["polls"], menuHidden: ["calendar"] });
    const product = productMenuDraft(stored);
    expect(menuDesignOf(product)).toEqual({ menuNames: {}, menuOrder: [], menuHidden: [] });
    const hiding = {
      ...product,
      entries: product.entries.map((entry) =>
        entry.key === "polls" || entry.key === "calendar" ? { ...entry, hidden: true } : entry,
      ),
    };
    expect(newlyHidden(stored, hiding)).toEqual(["polls"]);
    expect(
      sameMenu(
        stored,
        menuDraftOf({
          menuNames: { groups: { en: "Teams", ru: "Teams", ua: "Teams" } },
          menuOrder: ["polls"],
          menuHidden: ["calendar"],
        }),
      ),
    ).toBe(true);
    expect(sameMenu(stored, product)).toBe(false);
  });
});
