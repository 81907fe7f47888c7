import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { UserView } from "@intranet/contracts";
import { publishRealtimeEvent } from "../../shell/startup/realtimeEvents";
import { fakeApi } from "../../test/api";
import { startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { balanceOf, itemView, shopView } from "./testData";

const items = [itemView({ cost: 21 }), itemView({ _id: "i2", name: "Day off", cost: 1 })];

function open(user: UserView, settings = shopView(), balance: () => number = () => 200) {
  fakeApi({
    ...startupRoutes(user),
    "GET /api/shop/byClient/c1": { body: settings },
    [`GET /api/shop/balance/${user._id}`]: () => balanceOf(user._id, balance()),
    "GET /api/shop/c1/shop_items": { body: { items } },
  });
  storeSession(user);
  renderApp("/shop");
}

const card = (name: string) => screen.getByRole("heading", { name }).closest(".shop-item") as HTMLElement;

describe("amounts in the company's currency, pluralised in the reader's language (issue 31 item 3)", () => {
  it("a ru reader reads 200 монет, 21 монета, 1 монета", async () => {
    open(userView({ lang: "ru", rights: ["wall", "shop"] }));
    expect(await screen.findByText("Ваш баланс: 200 монет", {}, { timeout: 20_000 })).toBeTruthy();
    expect(within(card("Mug")).getByText("21 монета")).toBeTruthy();
    expect(within(card("Day off")).getByText("1 монета")).toBeTruthy();
  });

  it("a ua reader reads the company's own words and name for Ukrainian", async () => {
    const settings = shopView({
      translations: { ua: { name: "Крамниця", currency: { one: "іскра", few: "іскри", many: "іскор" } } },
    });
    open(userView({ lang: "ua", rights: ["wall", "shop"] }), settings, () => 5);
    expect(await screen.findByRole("heading", { name: "Крамниця" }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText("Ваш баланс: 5 іскор")).toBeTruthy();
    expect(within(card("Mug")).getByText("21 іскра")).toBeTruthy();
  });

  it("an en reader reads 1 coin and 21 coins", async () => {
    open(userView({ rights: ["wall", "shop"] }));
    expect(await screen.findByText("Your balance: 200 coins")).toBeTruthy();
    expect(within(card("Mug")).getByText("21 coins")).toBeTruthy();
    expect(within(card("Day off")).getByText("1 coin")).toBeTruthy();
  });
});

describe("the balance on screen (issue 31 item 4)", () => {
  it("follows the server's shop.balance push without a reload", async () => {
    let held = 40;
    open(userView({ rights: ["wall", "shop"] }), shopView(), () => held);
    expect(await screen.findByText("Your balance: 40 coins")).toBeTruthy();
    held = 1040;
    act(() => publishRealtimeEvent({ type: "shop.balance", coins: 1040 }));
    expect(await screen.findByText("Your balance: 1,040 coins")).toBeTruthy();
  });
});
