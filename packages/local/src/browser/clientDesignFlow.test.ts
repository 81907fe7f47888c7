import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gradientPng } from "@intranet/core/testing/png";
import { employeeAccount, superadminAccount } from "./accounts";
import { screenshot, viewports } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { signedInPage, passCodeStep } from "./signIn";
import { hasWebBuild, missingWebBuildMessage } from "./stack";
import { browserSuite } from "./suite";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

/**
 * What the shell shows of a company's design: its logo, the primary colour, the opened menu entry's
 * background and the wall tabs' underline.
 */
async function shellLook(page: Page) {
  const logo = page.locator(".shell-brand img");
  await logo.waitFor();
  await page.locator(".shell-menu .bp6-menu-item.bp6-active").first().waitFor();
  await page.locator(".bp6-tab-indicator").first().waitFor();
  // Run in the page (a string: this package is typed without the DOM).
  return page.evaluate(`(() => {
    const image = document.querySelector(".shell-brand img");
    const opened = document.querySelector(".shell-menu .bp6-menu-item.bp6-active");
    const underline = document.querySelector(".bp6-tab-indicator");
    return {
      logo: image.getAttribute("src"),
      logoLoaded: image.complete && image.naturalWidth > 0,
      primary: getComputedStyle(document.documentElement).getPropertyValue("--tenant-primary").trim(),
      opened: getComputedStyle(opened).backgroundColor,
      underline: getComputedStyle(underline).backgroundColor,
    };
  })()`) as Promise<{ logo: string | null; logoLoaded: boolean; primary: string; opened: string; underline: string }>;
}

/**
 * Issue 39's design tab: the superadmin changes company A's primary colour and logo, watching the
 * preview follow before saving; after the save an employee of A sees them in the shell on their
 * next load, and an employee of another company keeps the product's look.
 */
describe.skipIf(skipReason)("a company's design in a real browser", () => {
  const stack = browserSuite();
  // Browsers of their own: a browser's pages share one session, as two people's would not.
  let browserA: Browser;
  let browserB: Browser;
  beforeAll(async () => {
    [browserA, browserB] = await Promise.all([launchChromium(), launchChromium()]);
  });
  afterAll(async () => {
    await Promise.all([browserA?.close(), browserB?.close()]);
  });

  it("reaches company A's employees and no other company's", { timeout: 180_000 }, async () => {
    const url = stack.runtime.gateway.url;
    const [employeeA, employeeB, root] = await Promise.all([
      employeeAccount(["wall", "groups"], { firstName: "Alma", lastName: "Ames" }),
      employeeAccount(["wall", "groups"], { firstName: "Boris", lastName: "Burns" }),
      superadminAccount(),
    ]);

    const page = await stack.browser.context.newPage();
    await page.setViewportSize(viewports.desktop);
    await page.goto(`${url}/login/`);
    await page.getByRole("radio", { name: "EN" }).click();
    await page.getByLabel("Login or email").fill(root.login);
    await page.getByLabel("Password", { exact: true }).fill(root.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await passCodeStep(page, root.totpSecret);
    await page
      .waitForURL((address) => address.pathname !== "/login/", { timeout: 30_000 })
      .catch(async (error) => {
        await screenshot(page, "client-design-failure", "desktop");
        throw error;
      });
    await page.goto(`${url}/clients/${employeeA.clientId}?tab=design`);
    const preview = page.getByTestId("design-mini");
    await preview.waitFor();

    // The preview follows the draft before anything is saved.
    await page.getByLabel("Primary", { exact: true }).fill("#aa3300");
    await expect
      .poll(() =>
        page.evaluate(
          `getComputedStyle(document.querySelector("[data-testid=design-mini] .design-mini-opened")).backgroundColor`,
        ),
      )
      .toBe("rgb(170, 51, 0)");
    await page.getByLabel("Logo", { exact: true }).setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: gradientPng(240, 80),
    });
    const logo = preview.locator(".design-mini-logo");
    await expect.poll(() => logo.getAttribute("src"), { timeout: 15_000 }).toContain("/media/design/logo-");
    const logoUrl = (await logo.getAttribute("src"))!;
    // A header under the rule is refused in the browser, before any upload.
    await page.getByLabel("Header image", { exact: true }).setInputFiles({
      name: "low.png",
      mimeType: "image/png",
      buffer: gradientPng(800, 160),
    });
    await page
      .getByText("The header image must be 160 px high and at least 1000 px wide. This one is 800 × 160 px.")
      .waitFor();
    await screenshot(page, "client-design-draft", "desktop");

    // Not saved yet: A's employee still has the product's look.
    const beforeSave = await signedInPage(browserA, url, employeeA);
    expect((await shellLook(beforeSave)).primary).toBe("");
    await beforeSave.close();

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved", { exact: true }).waitFor();

    const pageA = await signedInPage(browserA, url, employeeA);
    const lookA = await shellLook(pageA);
    expect(lookA).toEqual({
      logo: logoUrl,
      logoLoaded: true,
      primary: "#aa3300",
      opened: "rgb(170, 51, 0)",
      underline: "rgb(170, 51, 0)",
    });
    await screenshot(pageA, "client-design-employee", "desktop");

    const pageB = await signedInPage(browserB, url, employeeB);
    const lookB = await shellLook(pageB);
    expect(lookB.logo).not.toBe(logoUrl);
    expect(lookB.primary).toBe("");
    expect(lookB.opened).toBe("rgb(45, 114, 210)");
    expect(lookB.underline).not.toBe("rgb(170, 51, 0)");
    await page.close();
  });
});
