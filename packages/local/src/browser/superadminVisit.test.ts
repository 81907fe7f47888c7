import type { Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@intranet/contracts";
import { clientIdByWorkspace } from "@intranet/core/clients";
import { PLATFORM_TENANT } from "@intranet/core/platform";
import { wallFeed } from "@intranet/core/posts";
import type { LocalRuntime } from "../runtime";
import { DEMO_WORKSPACE, seedDemo } from "../seed/seed";
import { superadminAccount } from "./accounts";
import { passCodeStep } from "./signIn";
import { screenshot, viewports } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { hasWebBuild, missingWebBuildMessage, sharedBrowserStack } from "./stack";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

/** What went wrong while visiting: API answers of 400 and more, and error dialogs (Blueprint or native). */
interface Trouble {
  where: string;
  what: string;
}

/**
 * A platform superadmin inside the demo workspace (the `npm start` seed: wall posts, comments,
 * thanks, notifications of its employees) walks every built page. Nothing may fail: no API answer
 * of 400 or more, no error dialog, no "could not load" state.
 */
describe.skipIf(skipReason)("a superadmin inside a workspace, in a real browser", () => {
  let runtime: LocalRuntime;
  let browser: Browser;

  beforeAll(async () => {
    runtime = await sharedBrowserStack();
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("walks the wall, a post, a profile, birthdays, employees, notifications and clients without a failing call or dialog", async () => {
    await seedDemo();
    const demoId = (await clientIdByWorkspace(DEMO_WORKSPACE))!;
    const root = await superadminAccount();
    const visitor: Actor = {
      userId: "root",
      tenantId: demoId,
      homeTenantId: PLATFORM_TENANT,
      roles: ["superadmin"],
      rights: [],
    };
    const { items: posts } = await wallFeed(visitor, demoId, null, "news");
    expect(posts.length).toBeGreaterThan(0);
    const post = posts[0]!;

    const page = await browser.context.newPage();
    await page.setViewportSize(viewports.desktop);
    const troubles: Trouble[] = [];
    let where = "login";
    page.on("response", (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/api/") && response.status() >= 400)
        troubles.push({ where, what: `${response.request().method()} ${url.pathname} → ${response.status()}` });
    });
    page.on("dialog", (dialog) => {
      troubles.push({ where, what: `native dialog: ${dialog.message()}` });
      void dialog.dismiss();
    });
    // Views are sent after a card is half visible for a second: the wall's pages wait that long
    // (the last check: the superadmin's look counted none); elsewhere every call has come back.
    const hasPosts = (name: string) => /^(wall|post|company)/.test(name);
    const settle = async (name: string) => {
      if (hasPosts(name)) await page.waitForTimeout(1_500);
      await page.waitForLoadState("networkidle");
      await page.mouse.wheel(0, 600);
      if (hasPosts(name)) await page.waitForTimeout(1_500);
      await page.waitForLoadState("networkidle");
      const dialogs = page.locator(".bp6-dialog, [role='alertdialog'], [role='dialog']");
      for (const text of await dialogs.allInnerTexts()) troubles.push({ where, what: `dialog: ${text}` });
      const failed = page.getByText(/could not load/i);
      for (const text of await failed.allInnerTexts()) troubles.push({ where, what: `state: ${text}` });
      await screenshot(page, `superadmin-visit-${name}`, "desktop");
    };
    const visit = async (name: string, path: string, ready: (page: Page) => Promise<unknown>) => {
      where = name;
      await page.goto(`${runtime.gateway.url}${path}`);
      await ready(page);
      await settle(name);
    };

    try {
      await page.goto(`${runtime.gateway.url}/login/`);
      await page.getByRole("radio", { name: "EN" }).click();
      await page.getByLabel("Login or email").fill(root.login);
      await page.getByLabel("Password", { exact: true }).fill(root.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await passCodeStep(page, root.totpSecret);
      await page.getByRole("heading", { name: "Client management" }).waitFor();
      where = "enter";
      await page.getByRole("button", { name: "Enter: Demo Company" }).click();
      await page.waitForURL((url) => url.pathname === "/company", { timeout: 15_000 });
      await page.getByRole("tab", { name: "Company news" }).waitFor();
      await page.locator("article").first().waitFor();
      await settle("wall-news");

      where = "wall-thanks";
      await page.getByRole("tab", { name: "Thanks" }).click();
      await settle("wall-thanks");
      // The event feed is a member's own: not offered to the superadmin, and its address shows the news.
      expect(await page.getByRole("tab", { name: "My event feed" }).count()).toBe(0);
      await visit("wall-feed", "/company?tab=feed", (current) => current.locator("article").first().waitFor());
      await visit("post", `/post/${post._id}`, (current) => current.locator("article").first().waitFor());
      await visit("profile", `/profile/${post.authorId}`, (current) =>
        current.getByRole("heading", { level: 1 }).first().waitFor(),
      );
      await visit("birthdays", "/birthdays/", (current) =>
        current.getByRole("heading", { name: "Birthdays" }).first().waitFor(),
      );
      await visit("employees", "/employees/", (current) =>
        current.getByRole("heading", { name: "Employee cabinet" }).waitFor(),
      );
      await visit("notifications", "/notifications", (current) => current.locator(".shell-main").waitFor());
      await visit("clients", "/clients", (current) =>
        current.getByRole("heading", { name: "Client management" }).waitFor(),
      );
      // Every entry of the menu the superadmin sees in the workspace opens without trouble too.
      await visit("company-again", "/company", (current) =>
        current.getByRole("tab", { name: "Company news" }).waitFor(),
      );
      const entries = await page
        .locator(".shell-navbar a[href]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!).filter((href) => href.startsWith("/")));
      expect(entries.length).toBeGreaterThan(0);
      for (const href of entries)
        await visit(`menu ${href}`, href, (current) => current.locator(".shell-main").waitFor());
      // No view was counted for the superadmin's look at the posts.
      const after = await wallFeed(visitor, demoId, null, "news");
      expect(after.items.find((item) => item._id === post._id)?.viewsCount).toBe(post.viewsCount);
    } catch (error) {
      await screenshot(page, "superadmin-visit-failure", "desktop").catch(() => undefined);
      throw error;
    } finally {
      await page.close();
    }
    expect(troubles).toEqual([]);
  }, 180_000);
});
