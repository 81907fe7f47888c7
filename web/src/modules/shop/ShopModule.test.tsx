import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/api";
import { startupRoutes, storeSession, userView, withRoles } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { itemView, shopView } from "./testData";

const shop = shopView;
const item = itemView;
const items = [item({}), item({ _id: "i2", name: "Day off", cost: 500 }), item({ _id: "i3", name: "Hoodie", rest: 0 })];

const shopper = () => userView({ rights: ["wall", "shop"] });

function open(user = shopper(), settings = shop(), coins = 40, path = "/shop") {
  const api = fakeApi({
    ...startupRoutes(user),
    "GET /api/shop/byClient/c1": { body: settings },
    [`GET /api/shop/balance/${user._id}`]: {
      body: { user: user._id, client_id: "c1", coins, earned: coins, spent: 0, updatedAt: null },
    },
    "GET /api/shop/c1/shop_items": { body: { items } },
    "POST /api/shop/buy": ({ body }) => ({
      body: { order: { _id: "o1", item: { _id: (body as { item: string }).item, name: "Mug" } }, balance: coins - 30 },
    }),
  });
  storeSession(user);
  renderApp(path);
  return api;
}

describe("the shop's storefront", () => {
  it("shows the balance, refuses what the reader cannot buy, and buys after a confirmation", async () => {
    const api = open();
    expect(await screen.findByText(/Your balance: 40 c/)).toBeTruthy();
    const card = (name: string) => screen.getByRole("heading", { name }).closest(".shop-item") as HTMLElement;
    expect(
      within(card("Day off")).getByRole("button", { name: "Not enough on your balance" }).hasAttribute("disabled"),
    ).toBe(true);
    expect(within(card("Hoodie")).getByRole("button", { name: "Sold out" }).hasAttribute("disabled")).toBe(true);

    await userEvent.click(within(card("Mug")).getByRole("button", { name: "Buy" }));
    // Nothing is bought before the confirmation.
    expect(api.calls).not.toContain("POST /api/shop/buy");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Buy Mug?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Buy" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/shop/buy"));
    expect(api.bodyOf("POST /api/shop/buy")).toEqual({ item: "i1" });
    expect(await screen.findByText("Bought Mug: a manager will hand it out.")).toBeTruthy();
  });

  it("opened from a search hit (?item=), brings that item into view and marks it", async () => {
    open(shopper(), shop(), 40, "/shop/?item=i2");
    const card = await screen.findByRole("article", { name: "Day off" });
    expect(card.getAttribute("aria-current")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(card));
    expect(screen.getByRole("article", { name: "Mug" }).getAttribute("aria-current")).toBeNull();
    expect(screen.queryByText("This item is no longer in the shop.")).toBeNull();
  });

  it("opened for an item no longer on sale, says so above the others", async () => {
    open(shopper(), shop(), 40, "/shop/?item=gone");
    expect(await screen.findByText("This item is no longer in the shop.")).toBeTruthy();
    expect(screen.getByRole("article", { name: "Mug" })).toBeTruthy();
  });

  it("a visiting superadmin sees the shop without buttons to buy, and no manager tabs unless they manage", async () => {
    const root = withRoles(["superadmin"], { _id: "root", client_id: "$platform", rights: [] });
    localStorage.setItem("client_id", "c1");
    localStorage.setItem("user_id", root._id);
    const api = open(root, shop({ canBuy: false }));
    expect(await screen.findByText("A platform administrator cannot buy in a company's shop.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Buy" })).toBeNull();
    expect(screen.queryByRole("tab", { name: "Balances" })).toBeNull();
    expect(api.calls.some((call) => call.startsWith("GET /api/shop/balance/"))).toBe(false);
  });

  it("a manager gets the orders, balances and statistics tabs", async () => {
    open(shopper(), shop({ canManage: true }));
    expect(await screen.findByRole("tab", { name: "Orders" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Balances" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Statistics" })).toBeTruthy();
  });
});
