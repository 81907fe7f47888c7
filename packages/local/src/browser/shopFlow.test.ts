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

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

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
});
