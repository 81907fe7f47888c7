import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, viewports, writeArtifact, type ViewportName } from "./artifacts";
import { gzipSizes, loadedText } from "./bundleSize";
import { employeeAccount } from "./accounts";
import { hasChromium, missingChromiumMessage } from "./chromium";
import { hasWebBuild, missingWebBuildMessage } from "./stack";
import { browserSuite } from "./suite";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;
if (skipReason) console.warn(`[browser] ${skipReason}`);

/** The login page in each language: heading, field labels, button, the two required-field messages. */
const texts = {
  en: {
    heading: "Sign in",
    login: "Login or email",
    password: "Password",
    submit: "Sign in",
    noLogin: "Enter a login or email",
    noPassword: "Enter a name or password",
    noUser: "Wrong login or password",
  },
  ru: {
    heading: "Вход",
    login: "Логин или email",
    password: "Пароль",
    submit: "Войти",
    noLogin: "Введите логин или email",
    noPassword: "Введите имя или пароль",
    noUser: "Неверный логин или пароль",
  },
  ua: {
    heading: "Вхід",
    login: "Логін або email",
    password: "Пароль",
    submit: "Увійти",
    noLogin: "Введіть логін або email",
    noPassword: "Введіть ім'я або пароль",
    noUser: "Неправильний логін або пароль",
  },
} as const;
type Language = keyof typeof texts;

/** Menu entries and module names (web's `menu` namespace): they load with the shell, never on the login route. */
const moduleNames = ["Company wall", "Address book", "Knowledge base", "Development plans", "Learning analytics"];

describe.skipIf(skipReason)("login page in a real browser (Debian chromium)", () => {
  const stack = browserSuite();

  async function openLogin(viewport: ViewportName, language: Language): Promise<Page> {
    const page = await stack.browser.context.newPage();
    await page.setViewportSize(viewports[viewport]);
    await page.goto(`${stack.runtime.gateway.url}/login/`);
    await page.getByRole("radio", { name: language.toUpperCase() }).click();
    await page.getByRole("heading", { name: texts[language].heading, exact: true }).waitFor();
    return page;
  }

  for (const viewport of Object.keys(viewports) as ViewportName[])
    for (const language of Object.keys(texts) as Language[])
      it(`${viewport}, ${language}: renders, validates, and shows the catalogue message for an unknown login`, async () => {
        const text = texts[language];
        const page = await openLogin(viewport, language);
        try {
          expect(await page.getByLabel(text.login).isVisible()).toBe(true);
          await screenshot(page, `login-${language}`, viewport);

          await page.getByRole("button", { name: text.submit, exact: true }).click();
          await page.getByText(text.noLogin, { exact: true }).waitFor();
          await page.getByText(text.noPassword, { exact: true }).waitFor();
          await screenshot(page, `login-${language}-required`, viewport);

          await page.getByLabel(text.login).fill(`nobody-${language}-${viewport}`);
          await page.getByLabel(text.password, { exact: true }).fill("secret123");
          await page.getByRole("button", { name: text.submit, exact: true }).click();
          await page.getByRole("alert").filter({ hasText: text.noUser }).waitFor();
          await screenshot(page, `login-${language}-no-user`, viewport);
        } finally {
          await page.close();
        }
      }, 60_000);

  it("keeps the login route's first load within budget (JS ≤ 170 kB gzip, CSS ≤ 60 kB gzip), without module names", async () => {
    const page = await stack.browser.context.newPage();
    try {
      // A first visit: no language chosen yet (cleared from a page of the same origin that is not the app).
      await page.goto(`${stack.runtime.gateway.url}/api/env`);
      await page.evaluate("localStorage.clear()");
      const loaded = new Set<string>();
      page.on("response", (response) => loaded.add(new URL(response.url()).pathname));
      await page.goto(`${stack.runtime.gateway.url}/login/`, { waitUntil: "networkidle" });
      const size = gzipSizes([...loaded]);
      writeArtifact("login-bundle.json", JSON.stringify(size, null, 2));
      expect(size.js.gzipBytes).toBeLessThanOrEqual(170_000);
      expect(size.css.gzipBytes).toBeLessThanOrEqual(60_000);
      const scripts = loadedText([...loaded], ".js");
      expect(scripts.length).toBeGreaterThan(100_000);
      expect(moduleNames.filter((name) => scripts.includes(name))).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  for (const viewport of Object.keys(viewports) as ViewportName[])
    it(`${viewport}: an employee signs in and sees the home shell`, async () => {
      const employee = await employeeAccount(["wall", "groups", "calendar", "address_book", "dark_theme"]);
      const page = await openLogin(viewport, "en");
      try {
        await page.getByLabel(texts.en.login).fill(employee.login);
        await page.getByLabel(texts.en.password, { exact: true }).fill(employee.password);
        await page.getByRole("button", { name: texts.en.submit, exact: true }).click();
        await page.getByRole("heading", { name: "Company", exact: true }).waitFor();
        expect(new URL(page.url()).pathname).toBe("/company");
        await screenshot(page, "shell-employee", viewport);
        if (viewport === "phone") {
          await page.getByRole("button", { name: "More" }).click();
          await page.getByRole("navigation", { name: "Main menu" }).waitFor();
          await page.waitForTimeout(400); // the drawer's opening transition
          await screenshot(page, "shell-mobile-menu", viewport);
        } else {
          await page.keyboard.press("Control+Shift+D");
          await page.getByRole("complementary", { name: "Developer info" }).waitFor();
          await screenshot(page, "shell-dev-info", viewport);
          await page.keyboard.press("Control+Shift+D");
          await page.getByRole("button", { name: "Dark theme" }).click();
          await page.getByRole("button", { name: "Light theme" }).waitFor();
          await screenshot(page, "shell-dark", viewport);
        }
        await page.goto(`${stack.runtime.gateway.url}/no-such-page`);
        await page.getByRole("heading", { name: "Page not found" }).waitFor();
        await screenshot(page, "not-found", viewport);
      } finally {
        await page.close();
      }
    }, 60_000);
});
