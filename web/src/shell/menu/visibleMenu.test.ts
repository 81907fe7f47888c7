import { describe, expect, it } from "vitest";
import { clientView, userView, withRoles } from "../../test/fixtures";
import { menuKeys } from "./menuItems";
import { menuEntryHideable, menuNameIn, orderedKeys, visibleMenu } from "./visibleMenu";

const keys = (items: Array<{ key: string }>) => items.map((item) => item.key);

describe("menu (product-spec §2 Menu keys)", () => {
  it("shows an employee the entries of their rights, plus those everyone has", () => {
    const user = userView({ rights: ["wall", "groups"] });
    expect(keys(visibleMenu(user, clientView()))).toEqual(["notifications", "company", "profile", "groups", "idp"]);
  });

  it("shows an admin every tenant entry but clients", () => {
    const items = keys(visibleMenu(withRoles(["admin"], { rights: [] }), clientView()));
    expect(items).toEqual(menuKeys.filter((key) => key !== "clients"));
  });

  it("shows a superadmin everything in a company, and only clients outside one", () => {
    const root = withRoles(["superadmin"], { rights: [] });
    expect(keys(visibleMenu(root, clientView()))).toEqual([...menuKeys]);
    expect(keys(visibleMenu(root, null))).toEqual(["clients"]);
  });

  it("hides the entries of the tenant's switched-off features", () => {
    const client = clientView({
      features: [
        { code: "groups", active: false },
        { code: "wall", active: true },
      ],
    });
    const items = keys(visibleMenu(userView({ rights: ["wall", "groups"] }), client));
    expect(items).toContain("company");
    expect(items).not.toContain("groups");
  });

  it("uses the tenant's names and order", () => {
    const client = clientView({
      design: { menuNames: { groups: "Teams", company: " " }, menuOrder: ["groups", "bogus", "groups"] },
    });
    const items = visibleMenu(userView({ rights: ["wall", "groups"] }), client);
    expect(keys(items)).toEqual(["groups", "notifications", "company", "profile", "idp"]);
    expect(items[0]).toMatchObject({ key: "groups", customName: "Teams", to: "/groups/" });
    expect(items.find((item) => item.key === "company")?.customName).toBeUndefined();
  });

  it("names entries in the reader's language, a plain string in every language, else the default", () => {
    const client = clientView({
      design: {
        menuNames: {
          groups: { en: "Teams", ru: "Команды", ua: " " },
          calendar: "Dates",
        },
      },
    });
    const user = userView({ rights: ["wall", "groups", "calendar"] });
    const names = (language: "en" | "ru" | "ua") =>
      Object.fromEntries(visibleMenu(user, client, language).map((item) => [item.key, item.customName]));
    expect(names("en")).toMatchObject({ groups: "Teams", calendar: "Dates", company: undefined });
    expect(names("ru")).toMatchObject({ groups: "Команды", calendar: "Dates" });
    expect(names("ua")).toMatchObject({ groups: undefined, calendar: "Dates" });
    expect(menuNameIn({ en: "Teams" }, "ru")).toBeUndefined();
    expect(menuNameIn(undefined, "en")).toBeUndefined();
  });

  it("leaves out the entries the company hides, but never the administrators' or the superadmin's own", () => {
    const client = clientView({ design: { menuHidden: ["groups", "idp", "employees", "clients", "bogus"] } });
    expect(keys(visibleMenu(userView({ rights: ["wall", "groups"] }), client))).toEqual([
      "notifications",
      "company",
      "profile",
    ]);
    const admin = keys(visibleMenu(withRoles(["admin"], { rights: [] }), client));
    expect(admin).toContain("employees");
    expect(admin).not.toContain("groups");
    const root = keys(visibleMenu(withRoles(["superadmin"], { rights: [] }), client));
    expect(root).toContain("clients");
    expect(root).toContain("employees");
    expect(root).not.toContain("idp");
    expect(menuEntryHideable("groups")).toBe(true);
    expect(menuEntryHideable("employees")).toBe(false);
    expect(menuEntryHideable("admin")).toBe(false);
    expect(menuEntryHideable("clients")).toBe(false);
  });

  it("links the profile entry to the user's own profile", () => {
    expect(visibleMenu(userView(), clientView()).find((item) => item.key === "profile")?.to).toBe("/profile/u1");
  });

  it("orders unknown and duplicate keys away", () => {
    expect(orderedKeys(["idp", "idp", "x"]).slice(0, 2)).toEqual(["idp", "notifications"]);
    expect(orderedKeys(undefined)).toEqual([...menuKeys]);
  });
});
