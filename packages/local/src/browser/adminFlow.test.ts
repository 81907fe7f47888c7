import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newId } from "@intranet/core/platform";
import { superadminAccount } from "./accounts";
import { passCodeStep } from "./signIn";
import { screenshot, viewports, type ViewportName } from "./artifacts";
import { hasChromium, missingChromiumMessage } from "./chromium";
import { hasWebBuild, missingWebBuildMessage } from "./stack";
import { browserSuite } from "./suite";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

/** The employee's shell in each language: the start page's heading, the "More" and sign-out buttons. */
const shellTexts = {
  ru: { heading: "Компания", more: "Ещё", logout: "Выйти" },
  ua: { heading: "Компанія", more: "Ще", logout: "Вийти" },
} as const;

async function signIn(page: Page, login: string, password: string, totpSecret?: string): Promise<void> {
  await page.getByLabel("Login or email").fill(login);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  if (totpSecret) await passCodeStep(page, totpSecret);
}

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

/**
 * Issue 4 item 8: a superadmin creates a company, enters it and creates an employee; the employee
 * signs in, answers the mood meter's question of the day, sees the shell in ru and ua, is sent away
 * from the employee cabinet, and signs out.
 */
describe.skipIf(skipReason)("superadmin → new company → employee, in a real browser", () => {
  const stack = browserSuite();

  for (const viewport of Object.keys(viewports) as ViewportName[])
    it(`${viewport}: creates a tenant and an employee who signs in`, async () => {
      const root = await superadminAccount();
      const id = newId()
        .toLowerCase()
        .replace(/[^a-z0-9]/g, "")
        .slice(-10);
      const workspace = `w${id}`;
      const company = `Browser Co ${id}`;
      const employee = { login: `e${id}`, password: "employee-pass-1", firstName: "Olga", lastName: "Ivanova" };
      const page = await stack.browser.context.newPage();
      await page.setViewportSize(viewports[viewport]);
      try {
        // The superadmin signs in and lands on client management.
        await page.goto(`${stack.runtime.gateway.url}/login/`);
        await page.getByRole("radio", { name: "EN" }).click();
        await signIn(page, root.login, root.password, root.totpSecret);
        await page.getByRole("heading", { name: "Client management" }).waitFor();

        // A new company with its first administrator; the workspace rule is checked in the form.
        await page.getByRole("button", { name: "New client" }).click();
        const dialog = page.getByRole("dialog");
        await dialog.getByLabel("Name", { exact: true }).fill(company);
        await dialog.getByLabel("Workspace").fill("bad space!");
        await dialog.getByLabel("Last name").fill("Admin");
        await dialog.getByLabel("First name").fill("Anna");
        await dialog.getByLabel("Email").fill(`admin-${id}@example.test`);
        await dialog.getByRole("button", { name: "Create" }).click();
        await dialog.getByText("Workspace name uses latin letters and digits only").waitFor();
        await screenshot(page, "clients-create-invalid", viewport);
        await dialog.getByLabel("Workspace").fill(workspace);
        await dialog.getByRole("button", { name: "Create" }).click();
        await dialog.waitFor({ state: "hidden" });
        await page.getByRole("link", { name: company }).waitFor();
        await screenshot(page, "clients-list", viewport);

        // Enter it and create an employee with a password in the employee cabinet.
        await page.getByRole("button", { name: `Enter: ${company}` }).click();
        await waitForPath(page, "/company");
        await page.locator(".shell-brand-name", { hasText: company }).waitFor();
        await page.goto(`${stack.runtime.gateway.url}/employees/`);
        await page.getByRole("heading", { name: "Employee cabinet" }).waitFor();
        await page.getByRole("button", { name: "Add an employee" }).click();
        const form = page.getByRole("dialog");
        await form.getByLabel("Last name").fill(employee.lastName);
        await form.getByLabel("First name").fill(employee.firstName);
        await form.getByLabel("Email").fill(`${employee.login}@example.test`);
        await form.getByLabel("Login").fill(employee.login);
        await form.getByLabel("Password", { exact: true }).fill(employee.password);
        await screenshot(page, "employees-create", viewport);
        await form.getByRole("button", { name: "Create" }).click();
        await page.getByText(`Employee ${employee.firstName} ${employee.lastName} created`).waitFor();
        await page.getByRole("list", { name: "All employees" }).getByText(employee.login, { exact: false }).waitFor();
        await screenshot(page, "employees-list", viewport);

        await page.getByRole("button", { name: "Sign out" }).click();
        await waitForPath(page, "/login/");

        // The employee signs in and, on their first visit of the day, the mood meter asks: they answer it.
        await signIn(page, employee.login, employee.password);
        await page.getByRole("heading", { name: "Company", exact: true }).waitFor();
        const mood = page.getByRole("dialog", { name: "How are you today?" });
        await mood.waitFor();
        const submit = mood.getByRole("button", { name: "Submit" });
        expect(await submit.isDisabled()).toBe(true);
        await mood.getByRole("radio", { name: "8: good" }).check();
        await screenshot(page, "mood-dialog", viewport);
        await submit.click();
        await page.getByText("Thank you! Your mood for today is in.").waitFor();
        await mood.waitFor({ state: "detached" });

        // They switch the shell to ru and ua, and may not open the cabinet.
        for (const language of ["ru", "ua"] as const) {
          const text = shellTexts[language];
          if (viewport === "phone") await page.getByRole("button", { name: /^(More|Ещё|Ще)$/ }).click();
          await page.getByRole("radio", { name: language.toUpperCase() }).click();
          if (viewport === "phone") await page.keyboard.press("Escape");
          await page.getByRole("heading", { name: text.heading, exact: true }).waitFor();
          await page.waitForTimeout(300); // the drawer's closing transition
          await screenshot(page, `employee-shell-${language}`, viewport);
        }
        await page.goto(`${stack.runtime.gateway.url}/employees/`);
        await waitForPath(page, "/company");
        expect(await page.getByRole("heading", { name: "Employee cabinet" }).count()).toBe(0);
        await page.getByRole("button", { name: shellTexts.ua.logout }).click();
        await waitForPath(page, "/login/");
        await screenshot(page, "employee-signed-out", viewport);
      } catch (error) {
        await screenshot(page, "admin-flow-failure", viewport).catch(() => undefined);
        throw error;
      } finally {
        await page.close();
      }
    }, 120_000);
});
