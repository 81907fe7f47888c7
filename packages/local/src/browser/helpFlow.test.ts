import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employeeAccount, superadminAccount } from "./accounts";
import { screenshot, viewports } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { signedInPage, passCodeStep } from "./signIn";
import { hasWebBuild, missingWebBuildMessage } from "./stack";
import { browserSuite } from "./suite";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

/**
 * Issue 39's help and platform pages: an employee opens the help centre from the header's question
 * mark, switches to Russian, searches "отпуск", opens the article found and follows it to its module;
 * the platform's superadmin, in a browser of their own, opens the platform page from the header and
 * sees the companies, the health probes answered and the job table.
 */
describe.skipIf(skipReason)("help centre and platform page in a real browser", () => {
  const stack = browserSuite();
  // The superadmin's own browser: a browser's pages share one session.
  let rootBrowser: Browser;
  beforeAll(async () => {
    rootBrowser = await launchChromium();
  });
  afterAll(async () => {
    await rootBrowser?.close();
  });

  it("an employee searches the help in Russian and opens an article", { timeout: 120_000 }, async () => {
    const url = stack.runtime.gateway.url;
    const employee = await employeeAccount(["wall", "vacations", "chat", "profile_edit"], {
      firstName: "Vera",
      lastName: "Help",
    });
    const page = await signedInPage(stack.browser, url, employee);

    await page.getByRole("button", { name: "Help", exact: true }).click();
    await page.getByRole("menuitem", { name: "Help centre" }).click();
    await page.waitForURL((address) => address.pathname === "/help/");
    await page.getByRole("heading", { name: "Help centre", level: 1 }).waitFor();

    await page.getByRole("radio", { name: "RU" }).click();
    await page.getByRole("heading", { name: "Центр помощи", level: 1 }).waitFor();
    await page.getByRole("searchbox", { name: "Поиск по справке" }).fill("отпуск");
    const results = page.getByRole("region", { name: /^По запросу «отпуск» найден/ });
    await results.waitFor();
    const first = results.getByRole("link").first();
    expect(await first.locator(".help-result-title").textContent()).toBe("Отпуска");
    expect(await first.locator("mark").count()).toBeGreaterThan(0);
    // The shop is not this employee's: its article is not among the results.
    expect(await results.getByText("Магазин, монеты и достижения").count()).toBe(0);
    await screenshot(page, "help-search-ru", "desktop");

    await first.click();
    await page.waitForURL((address) => address.pathname === "/help/vacations");
    const article = page.getByRole("article", { name: "Отпуска" });
    await article.getByRole("heading", { name: "Как запланировать отпуск" }).waitFor();
    await screenshot(page, "help-article-ru", "desktop");

    // The article leads to its module, and back to the results it came from.
    await page.getByRole("link", { name: "Открыть: Отпуска" }).click();
    await page.waitForURL((address) => address.pathname === "/vacations");
    await page.goBack();
    await page.getByRole("link", { name: "Все статьи" }).click();
    await page.waitForURL((address) => address.pathname === "/help/" && address.search.includes("q="));
    await results.waitFor();
  });

  it("the superadmin opens the platform page from the header", { timeout: 120_000 }, async () => {
    const url = stack.runtime.gateway.url;
    const root = await superadminAccount();
    const page = await rootBrowser.context.newPage();
    await page.setViewportSize(viewports.desktop);
    await page.goto(`${url}/login/`);
    await page.getByRole("radio", { name: "EN" }).click();
    await page.getByLabel("Login or email").fill(root.login);
    await page.getByLabel("Password", { exact: true }).fill(root.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await passCodeStep(page, root.totpSecret);
    await page.waitForURL((address) => address.pathname === "/clients", { timeout: 15_000 });

    await page.getByRole("button", { name: "Platform", exact: true }).click();
    await page.waitForURL((address) => address.pathname === "/app");
    await page.getByRole("heading", { name: "Platform", level: 1 }).waitFor();
    const health = page.getByRole("region", { name: "Health" });
    await health.getByText("Database (the DynamoDB table)").waitFor();
    const rows = await health.getByRole("listitem").allTextContents();
    expect(rows.filter((row) => row.includes("Working")).length).toBe(4);
    expect(rows.find((row) => row.startsWith("Mail"))).toContain("Not checked");
    const jobs = page.getByRole("region", { name: "Scheduled jobs" });
    await jobs.getByText("Analytics rebuild").waitFor();
    expect(await jobs.getByText("Every day at 02:40 UTC").count()).toBeGreaterThan(0);
    const companies = page.getByRole("region", { name: "Largest companies by storage" });
    expect(await companies.getByRole("row").count()).toBeGreaterThan(1);
    await screenshot(page, "platform", "desktop");
  });
});
