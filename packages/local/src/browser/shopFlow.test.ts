import type { Actor } from "@intranet/contracts";
import { createAchievementBodySchema, createItemBodySchema } from "@intranet/contracts/shop";
import { createAchievement, createItem, saveShop } from "@intranet/core/shop";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalRuntime } from "../runtime";
import { employeeAccount } from "./accounts";
import { screenshot } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { hasWebBuild, missingWebBuildMessage, sharedBrowserStack } from "./stack";
import { signedInPage } from "./signIn";
import type { Page } from "playwright-core";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

// A 2×2 PNG: the item's picture.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

const actorOf = (tenantId: string, userId: string, roles: Actor["roles"], rights: Actor["rights"]): Actor => ({
  userId,
  tenantId,
  homeTenantId: tenantId,
  roles,
  rights,
});

/**
 * Issue 14's flow: a manager accrues coins with an achievement, published on the wall; the employee
 * sees the post and the balance, buys an item, and the manager, on the orders tab, gets the order live.
 */
describe.skipIf(skipReason)("the shop in a real browser", () => {
  let runtime: LocalRuntime;
  let managerBrowser: Browser;
  let employeeBrowser: Browser;

  beforeAll(async () => {
    runtime = await sharedBrowserStack();
    [managerBrowser, employeeBrowser] = await Promise.all([launchChromium(), launchChromium()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([managerBrowser?.close(), employeeBrowser?.close()]);
  });

  it("accrual with an achievement on the wall, the employee buys, the manager sees the order live", async () => {
    const manager = await employeeAccount(["shop", "wall"], { firstName: "Mona", lastName: "Keeper" });
    const employee = await employeeAccount(["shop", "wall"], {
      clientId: manager.clientId,
      firstName: "Pavel",
      lastName: "Orlov",
    });
    const tenant = manager.clientId;
    const admin = actorOf(tenant, "admin-of-the-test", ["admin"], []);
    await saveShop(admin, { managers: [manager.userId] });
    const managerActor = actorOf(tenant, manager.userId, ["employee"], ["shop", "wall"]);
    await createAchievement(
      managerActor,
      tenant,
      createAchievementBodySchema.parse({ name: "Release hero", description: "Shipped on a Friday" }),
    );
    await createItem(managerActor, tenant, createItemBodySchema.parse({ name: "Team hoodie", cost: 60, amount: 3 }));

    const url = runtime.gateway.url;
    const boss = await signedInPage(managerBrowser, url, manager);
    const buyer = await signedInPage(employeeBrowser, url, employee);
    try {
      // The manager accrues 100 coins and the achievement, published on the wall.
      await boss.goto(`${url}/shop/?tab=balances`);
      await boss.getByRole("button", { name: "Accrue" }).first().click();
      const dialog = boss.getByRole("dialog");
      await dialog.getByLabel("Person", { exact: true }).last().selectOption({ label: "Pavel Orlov" });
      await dialog.getByLabel("Coins").fill("100");
      await dialog.getByLabel("Achievement").selectOption({ label: "Release hero" });
      await dialog.getByLabel("Comment").fill("For the smooth release");
      await dialog.getByText("Publish on the company wall").click();
      await dialog.getByRole("button", { name: "Accrue" }).click();
      await boss.getByText("Accrued to Pavel Orlov").waitFor();

      // The employee sees the post on the wall and the balance in the shop.
      await buyer.reload();
      await buyer.locator("article").filter({ hasText: "Achievement: Release hero" }).waitFor({ timeout: 15_000 });
      await buyer.goto(`${url}/shop/`);
      await buyer.getByText("Your balance: 100 c").waitFor();

      // The manager watches the orders tab while the employee buys.
      await boss.goto(`${url}/shop/?tab=orders`);
      await boss.getByText("No orders yet").waitFor();
      const card = buyer.locator(".shop-item").filter({ hasText: "Team hoodie" });
      await card.getByRole("button", { name: "Buy" }).click();
      await buyer.getByRole("alertdialog").getByRole("button", { name: "Buy" }).click();
      await buyer.getByText("Bought Team hoodie: a manager will hand it out.").waitFor();
      await buyer.getByText("Your balance: 40 c").waitFor();

      const row = boss.locator("tr").filter({ hasText: "Team hoodie" });
      await row.waitFor({ timeout: 15_000 });
      expect(await row.textContent()).toContain("Pavel Orlov");
      await screenshot(boss, "shop-orders-live", "desktop");
      await row.getByRole("button", { name: "Mark handed out" }).click();
      await row.getByText("Handed out").waitFor();
    } catch (error) {
      await Promise.all([
        screenshot(boss, "shop-manager-failure", "desktop"),
        screenshot(buyer, "shop-employee-failure", "desktop"),
      ]);
      throw error;
    }
  });

  /**
   * Issue 31: a company made by the superadmin has only the API's defaults. Its admin names the shop
   * and its currency (Russian words per plural form) and chooses a manager; the manager puts an item
   * with a picture on the shelf and accrues coins, which the employee's open page shows at once; the
   * employee buys it.
   */
  it("a new company sets up its shop from the SPA: settings, an item, an accrual, a purchase", async () => {
    const admin = await employeeAccount(["shop", "wall"], { roles: ["admin"], firstName: "Ada", lastName: "Stone" });
    const tenant = admin.clientId;
    const [manager, employee] = await Promise.all([
      employeeAccount(["shop", "wall"], { clientId: tenant, firstName: "Mona", lastName: "Keeper" }),
      employeeAccount(["shop", "wall"], { clientId: tenant, firstName: "Pavel", lastName: "Orlov" }),
    ]);
    const url = runtime.gateway.url;
    const owner = await signedInPage(managerBrowser, url, admin);
    let boss: Page | undefined;
    let buyer: Page | undefined;
    try {
      await owner.goto(`${url}/shop/?tab=settings`);
      await owner.locator("#shop-settings-name").fill("Perks");
      const russian = owner.getByRole("group", { name: "Русский" });
      await russian.getByLabel("After 1, 21, 31…").fill("искра");
      await russian.getByLabel("After 2, 3, 4…").fill("искры");
      await russian.getByLabel("After 0, 5, 6…").fill("искр");
      await russian.getByText("1 искра · 2 искры · 5 искр · 21 искра").waitFor();
      await owner.getByRole("searchbox", { name: "Find a person…" }).fill("Mona");
      await owner.getByRole("button", { name: "Mona Keeper" }).click();
      await owner.getByRole("button", { name: "Save the settings" }).click();
      await owner.getByText("The shop's settings are saved").waitFor();
      await owner.getByRole("heading", { name: "Perks" }).waitFor();
      await screenshot(owner, "shop-settings", "desktop");

      boss = await signedInPage(managerBrowser, url, manager);
      await boss.goto(`${url}/shop/`);
      await boss.getByRole("tab", { name: "Settings" }).waitFor();
      await boss.getByRole("button", { name: "Add an item" }).click();
      const editor = boss.getByRole("dialog", { name: "New item" });
      await editor.getByLabel("Name").fill("Team hoodie");
      await editor.getByLabel("Price").fill("60");
      await editor.getByLabel("Amount in stock").fill("3");
      await editor
        .locator("#shop-item-pictures")
        .setInputFiles({ name: "hoodie.png", mimeType: "image/png", buffer: png });
      await editor.locator(".uploads-item-done").waitFor({ timeout: 15_000 });
      await screenshot(boss, "shop-item-editor", "desktop");
      await editor.getByRole("button", { name: "Create" }).click();
      await boss.getByText("Team hoodie is on the shelf").waitFor();
      const shelf = boss.locator(".shop-item").filter({ hasText: "Team hoodie" });
      await shelf.locator("img.shop-picture").waitFor();

      // The employee has the shop open before any coins arrive.
      buyer = await signedInPage(employeeBrowser, url, employee);
      await buyer.goto(`${url}/shop/`);
      await buyer.getByText("Your balance: 0 coins").waitFor();

      await boss.goto(`${url}/shop/?tab=balances`);
      await boss.getByRole("button", { name: "Accrue" }).first().click();
      const dialog = boss.getByRole("dialog");
      const person = dialog.getByLabel("Person", { exact: true }).last();
      expect(await person.locator("option").allTextContents()).not.toContain("Mona Keeper");
      await person.selectOption({ label: "Pavel Orlov" });
      await dialog.getByLabel("Coins").fill("100");
      await dialog.getByRole("button", { name: "Accrue" }).click();
      await boss.getByText("Accrued to Pavel Orlov").waitFor();

      // Live: no reload on the employee's side.
      await buyer.getByText("Your balance: 100 coins").waitFor({ timeout: 15_000 });
      const card = buyer.locator(".shop-item").filter({ hasText: "Team hoodie" });
      await card.getByRole("button", { name: "Buy" }).click();
      await buyer.getByRole("alertdialog").getByRole("button", { name: "Buy" }).click();
      await buyer.getByText("Bought Team hoodie: a manager will hand it out.").waitFor();
      await buyer.getByText("Your balance: 40 coins").waitFor();

      await boss.getByRole("button", { name: "History of Pavel Orlov" }).click();
      await boss.getByRole("dialog", { name: "Coins of Pavel Orlov" }).getByText("Accrued by Mona Keeper").waitFor();
      await screenshot(boss, "shop-history", "desktop");
    } catch (error) {
      await Promise.all(
        [owner, boss, buyer].flatMap((page, index) =>
          page ? [screenshot(page, `shop-setup-failure-${index}`, "desktop")] : [],
        ),
      );
      throw error;
    }
  }, 90_000); // three people sign in and four screens are driven: longer than one flow step
});
