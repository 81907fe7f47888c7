import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employeeAccount } from "./accounts";
import { screenshot } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage } from "./stack";
import { browserSuite } from "./suite";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

/**
 * Issue 39's flow: the admin renames a module in the company's menu and moves it up; an employee,
 * in another browser, sees it so; the admin sends a test mail (it reaches the outbox) and edits a
 * notification template; the journal shows the three changes, newest first, by name.
 */
describe.skipIf(skipReason)("administration in a real browser", () => {
  const stack = browserSuite();
  // A browser of the employee's own: a browser's pages share one session, as two people's would not.
  let employeeBrowser: Browser;
  beforeAll(async () => {
    employeeBrowser = await launchChromium();
  });
  afterAll(async () => {
    await employeeBrowser?.close();
  });

  it("menu, test mail and template reach the employee, the outbox and the journal", { timeout: 180_000 }, async () => {
    const url = stack.runtime.gateway.url;
    const admin = await employeeAccount([], { roles: ["admin", "employee"], firstName: "Ada", lastName: "Admin" });
    const employee = await employeeAccount(["groups", "address_book"], {
      clientId: admin.clientId,
      firstName: "Eve",
      lastName: "Worker",
    });
    const page = await signedInPage(stack.browser, url, admin);

    // The menu: "Groups" is called "Teams" in English and moves up two places, above the address book.
    await page.goto(`${url}/employees/?tab=interface`);
    await page.getByLabel("Groups: name in English").fill("Teams");
    await page.getByRole("button", { name: "Move up: Groups" }).click();
    await page.getByRole("button", { name: "Move up: Groups" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved", { exact: true }).waitFor();
    await screenshot(page, "admin-interface", "desktop");

    const other = await signedInPage(employeeBrowser, url, employee);
    const entries = other.locator(".shell-sidebar a, nav a");
    await expect
      .poll(async () => (await entries.allTextContents()).map((text) => text.trim()).filter(Boolean), {
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining(["Teams"]));
    const names = (await entries.allTextContents()).map((text) => text.trim());
    expect(names).not.toContain("Groups");
    expect(names.indexOf("Teams")).toBeLessThan(names.indexOf("Address book"));
    await screenshot(other, "admin-menu-employee", "desktop");

    // A test mail to the admin's own address.
    await page.goto(`${url}/admin/?tab=mail`);
    await page.getByRole("button", { name: "Send a test mail" }).click();
    const address = `${admin.login}@example.test`; // the account's own (accounts.ts)
    await page.getByText(`The test mail is sent to ${address}`).waitFor();
    expect(stack.runtime.outbox.lastTo(address)?.subject).toMatch(/^Test mail /);

    // A built-in template gets the company's own title.
    await page.goto(`${url}/admin/?tab=templates`);
    await page.getByRole("button", { name: "Edit: A new poll for you" }).click();
    await page.getByLabel("Title", { exact: true }).fill("Your opinion counts");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Template “A new poll for you” saved").waitFor();

    // The journal: the three changes, newest first, by the admin.
    await page.goto(`${url}/admin/?tab=logs`);
    const journal = page.locator(".admin-entries");
    await expect
      .poll(async () => (await journal.locator(".admin-entry-action").allTextContents()).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    const text = (await journal.first().textContent()) ?? "";
    expect(text.indexOf("Changed a notification template")).toBeLessThan(text.indexOf("Sent a test mail"));
    expect(text.indexOf("Sent a test mail")).toBeLessThan(text.indexOf("Changed the menu"));
    expect(text).toContain("Ada Admin");
    expect(text).toContain("Your opinion counts");
    await screenshot(page, "admin-journal", "desktop");
  });
});
