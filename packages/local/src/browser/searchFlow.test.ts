import type { Actor } from "@intranet/contracts";
import { createPost } from "@intranet/core/posts";
import { describe, expect, it } from "vitest";
import { employeeAccount } from "./accounts";
import { screenshot } from "./artifacts";
import { hasChromium, missingChromiumMessage } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage } from "./stack";
import { browserSuite } from "./suite";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

/**
 * Issue 16's flow: a misspelt colleague's name typed in the header box is suggested, picked, and
 * opens their profile; a Russian word form on the results page finds a post in another form.
 */
describe.skipIf(skipReason)("search in a real browser", () => {
  const stack = browserSuite();

  it("finds a colleague by a misspelt name from the header, and a post by a Russian word form", async () => {
    const searcher = await employeeAccount(["wall"], { firstName: "Pavel", lastName: "Orlov" });
    const colleague = await employeeAccount(["wall"], {
      clientId: searcher.clientId,
      firstName: "Svetlana",
      lastName: "Kuznetsova",
    });
    const author: Actor = {
      userId: colleague.userId,
      tenantId: colleague.clientId,
      homeTenantId: colleague.clientId,
      roles: ["employee"],
      rights: ["wall"],
    };
    const post = await createPost(author, {
      kind: "news",
      message: "<p>Квартальный отчёт по отпускам готов, смотрите вложение</p>",
      attachments: [],
      mentions: [],
    });
    await stack.runtime.bus.drain();

    const url = stack.runtime.gateway.url;
    const page = await signedInPage(stack.browser, url, searcher);
    // "Kuznetsva": a letter missing in a 10-letter name.
    const box = page.getByRole("combobox", { name: "Search" });
    await box.click();
    await box.pressSequentially("Kuznetsva", { delay: 30 });
    const option = page.getByRole("option", { name: /Svetlana Kuznetsova/ });
    await option.waitFor({ timeout: 10_000 });
    await screenshot(page, "search-suggestions", "desktop");
    await option.click();
    await page.waitForURL((address) => address.pathname === `/profile/${colleague.userId}`);
    await page.getByText("Svetlana Kuznetsova").first().waitFor();

    await page.keyboard.press("Control+k");
    await page.keyboard.type("отпуска");
    await page.keyboard.press("Enter");
    await page.waitForURL((address) => address.pathname === "/search");
    const hit = page.getByRole("link", { name: /Квартальный отчёт по отпускам готов/ });
    await hit.waitFor({ timeout: 10_000 });
    expect(await hit.locator("mark").allTextContents()).toEqual(["отпускам"]);
    await screenshot(page, "search-results", "desktop");
    await hit.click();
    await page.waitForURL((address) => address.pathname === `/post/${post._id}`);
  }, 90_000);
});
