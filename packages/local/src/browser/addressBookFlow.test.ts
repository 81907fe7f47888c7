import type { Actor } from "@intranet/contracts";
import { updateUser } from "@intranet/core/users";
import { describe, expect, it } from "vitest";
import { employeeAccount } from "./accounts";
import { screenshot, viewports } from "./artifacts";
import { hasChromium, missingChromiumMessage } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage } from "./stack";
import { browserSuite } from "./suite";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

/**
 * Issue 15's address-book flow: find a colleague by a misspelt name, open their profile, thank
 * them (the thanks composer opens with them mentioned, and the thanks post is published).
 */
describe.skipIf(skipReason)("the address book in a real browser", () => {
  const stack = browserSuite();

  it("finds a colleague by a misspelt name, opens their profile and thanks them", async () => {
    const me = await employeeAccount(["address_book", "wall"], { firstName: "Olga", lastName: "Reader" });
    const colleague = await employeeAccount(["address_book", "wall"], {
      clientId: me.clientId,
      firstName: "Veronika",
      lastName: "Kuznetsova",
    });
    const admin: Actor = {
      userId: "flow-admin",
      tenantId: me.clientId,
      homeTenantId: me.clientId,
      roles: ["admin"],
      rights: [],
    };
    await updateUser(admin, colleague.userId, { position: "Chief accountant", city: "Riga" });
    await stack.runtime.bus.drain(); // the directory and the search index follow the bus

    const url = stack.runtime.gateway.url;
    const page = await signedInPage(stack.browser, url, me);
    page.setDefaultTimeout(10_000);
    try {
      await page.goto(`${url}/addressBook/`);
      await page.getByRole("link", { name: "Veronika Kuznetsova" }).waitFor();
      await screenshot(page, "address-book-cards", "desktop");

      await page.getByLabel("Find a colleague").fill("Kuznetosva");
      await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("Kuznetosva");
      await expect.poll(() => page.locator(".address-book-name").allTextContents()).toEqual(["Veronika Kuznetsova"]);

      await page.getByRole("link", { name: "Veronika Kuznetsova" }).click();
      await page.waitForURL(`${url}/profile/${colleague.userId}`);
      await page.getByRole("heading", { level: 1, name: "Veronika Kuznetsova" }).waitFor();
      await page.getByText("Chief accountant").first().waitFor();

      await page.getByRole("button", { name: "Thank" }).click();
      await page.waitForURL((address) => address.searchParams.get("thank") === colleague.userId);
      const box = page.locator(".wall-composer textarea");
      await expect.poll(() => box.inputValue()).toBe("@Veronika Kuznetsova ");
      await box.pressSequentially("thank you for closing the quarter so fast");
      await page.getByRole("button", { name: "Say thanks" }).click();
      await expect.poll(() => box.inputValue()).toBe("");
      await page.getByText("thank you for closing the quarter so fast").first().waitFor();

      await page.setViewportSize(viewports.phone);
      await page.goto(`${url}/addressBook/?q=kuznets`);
      await page.getByRole("link", { name: "Veronika Kuznetsova" }).waitFor();
      await screenshot(page, "address-book-search", "phone");
    } finally {
      await page.close();
    }
  });
});
