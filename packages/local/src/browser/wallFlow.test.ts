import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalRuntime } from "../runtime";
import { employeeAccount } from "./accounts";
import { screenshot, viewports } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { gradientPng } from "@intranet/core/testing/png";
import { hasWebBuild, missingWebBuildMessage, sharedBrowserStack } from "./stack";
import { signedInPage } from "./signIn";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

const wallRights = ["wall", "address_book", "groups", "calendar"] as const;

async function wallPage(browser: Browser, url: string, account: { login: string; password: string }) {
  const page = await signedInPage(browser, url, account);
  await page.getByRole("tab", { name: "Company news" }).waitFor();
  return page;
}

/** The feed card holding this text. */
const card = (page: Page, text: string) => page.locator("article").filter({ hasText: text });

/**
 * Issue 5's flow: an employee posts news with an image and thanks a colleague; the colleague, signed
 * in elsewhere, gets the notification live (popup and badge) and finds the post in the thanks tab.
 */
describe.skipIf(skipReason)("the company wall in a real browser", () => {
  let runtime: LocalRuntime;
  let authorBrowser: Browser;
  let colleagueBrowser: Browser;

  beforeAll(async () => {
    runtime = await sharedBrowserStack();
    [authorBrowser, colleagueBrowser] = await Promise.all([launchChromium(), launchChromium()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([authorBrowser?.close(), colleagueBrowser?.close()]);
  });

  it("posts news with an image, thanks a colleague who sees it live and in the thanks tab", async () => {
    const author = await employeeAccount([...wallRights]);
    const colleague = await employeeAccount([...wallRights], {
      clientId: author.clientId,
      firstName: "Pavel",
      lastName: "Orlov",
    });
    const url = runtime.gateway.url;
    const watcher = await wallPage(colleagueBrowser, url, colleague);
    const writer = await wallPage(authorBrowser, url, author);
    try {
      await watcher.getByRole("button", { name: "Notifications", exact: true }).waitFor();

      // News with an image: uploaded with a progress bar, shown inline once published.
      const news = "Our new office opens on Monday! Here is the view from the meeting room.";
      await writer.getByLabel("Post text").fill(news);
      await writer.getByTestId("wall-attach-input").setInputFiles({
        name: "office.png",
        mimeType: "image/png",
        buffer: gradientPng(480, 270),
      });
      const publish = writer.getByRole("button", { name: "Publish" });
      await expect.poll(() => publish.isEnabled(), { timeout: 15_000 }).toBe(true);
      await writer.getByRole("progressbar").waitFor({ state: "detached", timeout: 10_000 });
      await publish.click();
      const newsCard = card(writer, news);
      await newsCard.waitFor();
      const image = newsCard.locator("img[alt='office.png']");
      await image.waitFor();
      await expect
        .poll(() => image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth), {
          timeout: 10_000,
        })
        .toBe(480);
      await screenshot(writer, "wall-news-with-image", "desktop");

      // Thanks: the colleague is picked from the mention search, then the rest of the message.
      await writer.getByRole("tab", { name: "Thanks" }).click();
      const text = writer.getByLabel("Post text");
      await text.click();
      await text.pressSequentially("@Pa");
      await writer.getByRole("option", { name: /Pavel Orlov/ }).click();
      await text.pressSequentially(" thank you for staying late to get the release out on time!");
      await writer.getByRole("button", { name: "Say thanks" }).click();
      const thanks = "thank you for staying late to get the release out on time!";
      await card(writer, thanks).waitFor();
      await screenshot(writer, "wall-thanks-sent", "desktop");

      // The colleague: the popup and the badge arrive over the WebSocket, without reloading.
      const popup = watcher.locator(".notification-toaster").getByText(`${author.fullName} thanked you`);
      await popup.waitFor({ timeout: 15_000 });
      await watcher.getByRole("button", { name: "Notifications, unread: 1" }).waitFor({ timeout: 15_000 });
      await screenshot(watcher, "wall-colleague-popup", "desktop");

      // … and finds the thanks post in the thanks tab, naming them.
      await watcher.getByRole("tab", { name: "Thanks" }).click();
      const received = card(watcher, thanks);
      await received.waitFor();
      expect(await received.getByRole("link", { name: /Pavel/ }).count()).toBeGreaterThan(0);
      await screenshot(watcher, "wall-colleague-thanks-tab", "desktop");

      // The phone layout of the same wall.
      await watcher.setViewportSize(viewports.phone);
      await watcher.getByRole("tab", { name: "Company news" }).click();
      await card(watcher, news).waitFor();
      await screenshot(watcher, "wall-news", "phone");
    } catch (error) {
      await screenshot(writer, "wall-flow-failure-author", "desktop").catch(() => undefined);
      await screenshot(watcher, "wall-flow-failure-colleague", "desktop").catch(() => undefined);
      throw error;
    }
  }, 120_000);
});
