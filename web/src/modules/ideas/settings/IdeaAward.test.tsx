import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClientView } from "@intranet/contracts";
import { shopLimits, type ShopView } from "@intranet/contracts/shop";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { clientView } from "../../../test/fixtures";
import { admin, employee, openIdeas } from "../testing";

const autoAwards: ShopView["autoAwards"] = {
  thanks: { enabled: true, amount: 5 },
  poll: { enabled: false, amount: 0 },
  profile: { enabled: true, amount: 20, achievement: "ach-profile" },
  birthday: { enabled: false, amount: 0 },
  idea: { enabled: false, amount: 10, achievement: "ach-idea" },
  anniversary: { enabled: false, amount: 0 },
  years: [{ years: 5, amount: 500 }],
};

/** The shop's settings as GET /api/shop/byClient/c1 answers them (the built-in currency words). */
const shopView = (overrides: Partial<ShopView> = {}): ShopView => ({
  client_id: "c1",
  name: shopLimits.defaultName,
  currencyName: shopLimits.defaultCurrencyName,
  currencyShort: shopLimits.defaultCurrencyShort,
  translations: {},
  icon: "",
  managers: [],
  description: "",
  pic: null,
  autoAwards,
  canManage: true,
  canBuy: true,
  updatedAt: null,
  ...overrides,
});

const settingsPath = "/idea?tab=settings";
const shopCall = "GET /api/shop/byClient/c1";

describe("the award for an accepted idea (ideas settings)", () => {
  it("shows the shop's idea award and saves it with the company's other awards unchanged", async () => {
    const { api } = openIdeas(
      settingsPath,
      {
        [shopCall]: { body: shopView() },
        "PUT /api/shop": ({ body }) => ({ body: shopView(body as Partial<ShopView>) }),
      },
      admin(),
    );
    const section = await screen.findByRole("form", { name: "Award for an accepted idea" });
    expect(within(section).getByText("Paid to the author once, when their idea is accepted.")).toBeTruthy();
    const award = within(section).getByRole("checkbox", { name: "Pay an award for an accepted idea" });
    expect((award as HTMLInputElement).checked).toBe(false);
    const amount = within(section).getByRole("spinbutton", { name: "Amount" }) as HTMLInputElement;
    expect(amount.value).toBe("10");
    expect(amount.disabled).toBe(true);
    expect(within(section).getByText("No award is paid")).toBeTruthy();

    await userEvent.click(award);
    await userEvent.clear(amount);
    await userEvent.type(amount, "50");
    expect(within(section).getByText("The author receives 50 coins")).toBeTruthy();
    await userEvent.click(within(section).getByRole("button", { name: "Save the award" }));

    await waitFor(() => expect(api.calls).toContain("PUT /api/shop"));
    expect(api.bodyOf("PUT /api/shop")).toEqual({
      autoAwards: { ...autoAwards, idea: { enabled: true, amount: 50, achievement: "ach-idea" } },
    });
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(api.calls).not.toContain("PUT /api/idea/settings/c1");
  });

  it("shows the catalogue's message when the shop refuses the award", async () => {
    openIdeas(
      settingsPath,
      {
        [shopCall]: { body: shopView() },
        "PUT /api/shop": apiError(404, "shop.achievement_not_found", "server words"),
      },
      admin(),
    );
    const section = await screen.findByRole("form", { name: "Award for an accepted idea" });
    await userEvent.click(within(section).getByRole("button", { name: "Save the award" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Achievement not found/)).toBeTruthy();
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("is not there for one who does not manage the shop", async () => {
    const { api } = openIdeas(settingsPath, { [shopCall]: { body: shopView({ canManage: false }) } }, admin());
    expect(await screen.findByRole("button", { name: "Save" })).toBeTruthy();
    await waitFor(() => expect(api.calls).toContain(shopCall));
    expect(screen.queryByRole("form", { name: "Award for an accepted idea" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save the award" })).toBeNull();
  });

  it("is not there, without a dialog, when the shop answers 403", async () => {
    const { api } = openIdeas(settingsPath, { [shopCall]: apiError(403, "common.forbidden", "Forbidden") }, admin());
    expect(await screen.findByRole("button", { name: "Save" })).toBeTruthy();
    await waitFor(() => expect(api.calls).toContain(shopCall));
    expect(screen.queryByRole("form", { name: "Award for an accepted idea" })).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks nothing of the shop when the company switched the shop off", async () => {
    const me = admin();
    const off = clientView({ features: [{ code: "shop", active: false }] as ClientView["features"] });
    const { api } = openIdeas(
      settingsPath,
      {
        "GET /api/clients/c1": { body: off },
        "GET /api/clients/by_ws/acme": { body: off },
        [shopCall]: { body: shopView() },
      },
      me,
    );
    expect(await screen.findByRole("button", { name: "Save" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Award for an accepted idea" })).toBeNull();
    expect(api.calls).not.toContain(shopCall);
  });

  it("is not there for an employee", async () => {
    const { api } = openIdeas(settingsPath, { [shopCall]: { body: shopView() } }, employee());
    expect(await screen.findByText("No ideas yet")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Award for an accepted idea" })).toBeNull();
    expect(api.calls).not.toContain(shopCall);
  });
});
