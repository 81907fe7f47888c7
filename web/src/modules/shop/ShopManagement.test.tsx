import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { UserView } from "@intranet/contracts";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { startupRoutes, storeSession, userView, withRoles } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { accrualView, balanceOf, itemView, shopView } from "./testData";

/** Issue 31 item 1: a company's shop is set up and run from the SPA by its managers. */
const admin = withRoles(["admin"], { _id: "adm", rights: ["wall", "shop"], firstName: "Ada", lastName: "Admin" });
const ann = userView({ _id: "ann", firstName: "Ann", lastName: "Archer", rights: ["wall", "shop"] });
const ben = userView({ _id: "ben", firstName: "Ben", lastName: "Baker", rights: ["wall", "shop"] });

function open(path: string, routes: FakeRoutes = {}, me: UserView = admin) {
  const api = fakeApi({
    ...startupRoutes(me),
    "GET /api/shop/byClient/c1": { body: shopView({ canManage: true, managers: [ben._id] }) },
    [`GET /api/shop/balance/${me._id}`]: balanceOf(me._id, 0),
    "GET /api/shop/c1/shop_items": { body: { items: [itemView({})] } },
    "GET /api/user/for_client/c1": { body: { items: [me, ann, ben], cursor: null } },
    "GET /api/balances/c1": { body: { items: [balanceOf(ann._id, 120).body], cursor: null } },
    ...routes,
  });
  storeSession(me);
  renderApp(path);
  return api;
}

describe("the shop's settings tab", () => {
  it("saves the name, the currency's words per language and the managers, and says so", async () => {
    const api = open("/shop?tab=settings", {
      "PUT /api/shop": ({ body }) => ({ body: shopView({ ...(body as object), canManage: true }) }),
    });
    const name = await screen.findByLabelText("Shop name", { selector: "#shop-settings-name" });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole("button", { name: "Save the settings" }));
    expect(await screen.findByText("The shop needs a name")).toBeTruthy();
    expect(api.calls).not.toContain("PUT /api/shop");

    await userEvent.type(name, "Perks");
    const russian = screen.getByRole("group", { name: "Русский" });
    await userEvent.type(within(russian).getByLabelText("After 1, 21, 31…"), "искра");
    await userEvent.type(within(russian).getByLabelText("After 2, 3, 4…"), "искры");
    await userEvent.type(within(russian).getByLabelText("After 0, 5, 6…"), "искр");
    expect(within(russian).getByText(/1 искра · 2 искры · 5 искр · 21 искра/)).toBeTruthy();
    await userEvent.type(screen.getByRole("searchbox", { name: "Find a person…" }), "Ann");
    await userEvent.click(await screen.findByRole("button", { name: "Ann Archer" }));
    await userEvent.click(screen.getByRole("button", { name: "Save the settings" }));

    expect(await screen.findByText("The shop's settings are saved")).toBeTruthy();
    expect(api.bodyOf("PUT /api/shop")).toMatchObject({
      name: "Perks",
      managers: [ben._id, ann._id],
      translations: { ru: { currency: { one: "искра", few: "искры", many: "искр" } } },
    });
  });

  it("names the refused field and why", async () => {
    open("/shop?tab=settings", {
      "PUT /api/shop": {
        status: 400,
        body: {
          error: {
            code: "common.validation",
            message: "Validation error",
            details: { issues: [{ in: "body", path: "translations.ua.short", message: "common.empty_fields" }] },
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Save the settings" }));
    const ukrainian = screen.getByRole("group", { name: "Українська" });
    const field = within(ukrainian).getByLabelText("Short code (Українська)").closest(".bp6-form-group")!;
    await waitFor(() => expect(field.textContent).toContain("Empty fields"));
  });

  it("an employee who manages but is no admin sees the managers without changing them", async () => {
    open("/shop?tab=settings", {}, ben);
    expect(await screen.findByText("Only administrators choose the managers.")).toBeTruthy();
    expect(screen.queryByRole("searchbox", { name: "Find a person…" })).toBeNull();
  });
});

describe("the item editor", () => {
  it("creates an item with its price and stock", async () => {
    const api = open("/shop", {
      "POST /api/shop/c1/shop_items": ({ body }) => ({ status: 201, body: itemView(body as object) }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Add an item" }));
    const dialog = await screen.findByRole("dialog", { name: "New item" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByText("The item needs a name")).toBeTruthy();
    expect(within(dialog).getByText(/200 × 360 px/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText("Name"), "Hoodie");
    const price = within(dialog).getByLabelText("Price");
    await userEvent.clear(price);
    await userEvent.type(price, "150");
    const stock = within(dialog).getByLabelText("Amount in stock");
    await userEvent.clear(stock);
    await userEvent.type(stock, "12");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Hoodie is on the shelf")).toBeTruthy();
    expect(api.bodyOf("POST /api/shop/c1/shop_items")).toMatchObject({
      name: "Hoodie",
      cost: 150,
      amount: 12,
      available: true,
      pics: [],
    });
  });

  it("restocks an item, and says why one with sales cannot be deleted", async () => {
    const api = open("/shop", {
      "POST /api/shop_items/i1/add/5": { body: itemView({ rest: 9, amount: 15 }) },
      "DELETE /api/shop/shop_items/i1": {
        status: 409,
        body: { error: { code: "shop.item_has_sales", message: "An item with sales cannot be deleted" } },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Edit Mug" }));
    let dialog = await screen.findByRole("dialog", { name: "Edit: Mug" });
    expect(within(dialog).getByText("In stock: 4 of 10, sold: 6")).toBeTruthy();
    const restock = within(dialog).getByLabelText("How many to add");
    await userEvent.clear(restock);
    await userEvent.type(restock, "5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("5 added to the stock of Mug")).toBeTruthy();
    expect(api.calls).toContain("POST /api/shop_items/i1/add/5");

    await userEvent.click(screen.getByRole("button", { name: "Edit Mug" }));
    dialog = await screen.findByRole("dialog", { name: "Edit: Mug" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete the item" }));
    const confirm = await screen.findByRole("alertdialog");
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete the item" }));
    expect(
      await within(dialog).findByText("Mug has been bought, so it cannot be deleted: take it off sale instead."),
    ).toBeTruthy();
  });
});

describe("balances", () => {
  it("shows who accrued and who cancelled, and cancels an accrual", async () => {
    const api = open("/shop?tab=balances", {
      "GET /api/shop/accruals/c1": {
        body: {
          items: [
            accrualView({ _id: "a2", user: ann._id, amount: 100, author: ben._id, comment: "Launch" }),
            accrualView({
              _id: "a1",
              user: ann._id,
              amount: 20,
              author: ben._id,
              cancelled: true,
              cancelledBy: admin._id,
            }),
          ],
          cursor: null,
        },
      },
      "DELETE /api/shop/accrue/a2": { body: { _id: "a2", cancelled: true, balance: 20 } },
    });
    expect(await screen.findByText("120 coins")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "History of Ann Archer" }));
    const dialog = await screen.findByRole("dialog", { name: "Coins of Ann Archer" });
    expect(within(dialog).getAllByText("Accrued by Ben Baker")).toHaveLength(2);
    expect(within(dialog).getByText("Cancelled by Ada Admin")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: /^Cancel the accrual of 100 coins/ }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm.textContent).toContain("take 100 coins back from Ann Archer");
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel the accrual" }));
    expect(await screen.findByText("The accrual is cancelled")).toBeTruthy();
    expect(api.calls).toContain("DELETE /api/shop/accrue/a2");
  });

  it("nullifies every balance only once the word is typed", async () => {
    const api = open("/shop?tab=balances", {
      "POST /api/balances/nullify/c1": { body: { nullified: 1 } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Nullify all balances" }));
    const dialog = await screen.findByRole("dialog", { name: "Nullify every balance" });
    const go = within(dialog).getByRole("button", { name: "Nullify all balances" });
    expect(go.hasAttribute("disabled")).toBe(true);
    await userEvent.type(within(dialog).getByLabelText("Confirmation"), "nullify");
    await userEvent.click(go);
    expect(await screen.findByText("Balances set to zero: 1")).toBeTruthy();
    expect(api.calls).toContain("POST /api/balances/nullify/c1");
  });

  it("does not offer the manager themselves in the accrual dialog", async () => {
    open("/shop?tab=balances");
    await userEvent.click(await screen.findByRole("button", { name: "Accrue" }));
    const dialog = await screen.findByRole("dialog", { name: "Accrue coins or an achievement" });
    const options = within(dialog)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toContain("Ann Archer");
    expect(options).not.toContain("Ada Admin");
  });
});
