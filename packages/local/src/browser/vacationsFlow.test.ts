import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor, FeatureRight } from "@intranet/contracts";
import { connectionsOfUser } from "@intranet/core/realtime";
import { setDepartmentHead } from "@intranet/core/structure";
import { myVacations, saveSettings } from "@intranet/core/vacations";
import type { LocalRuntime } from "../runtime";
import { employeeAccount } from "./accounts";
import { screenshot } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { departmentsWith } from "./departments";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage, sharedBrowserStack } from "./stack";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;
const rights: FeatureRight[] = ["vacations", "calendar"];
const actor = (account: { userId: string; clientId: string }, admin = false): Actor => ({
  userId: account.userId,
  tenantId: account.clientId,
  homeTenantId: account.clientId,
  roles: admin ? ["admin", "employee"] : ["employee"],
  rights,
});
const DAY = 86_400_000;
/** A day `days` from today (the browser and the server share this machine's clock and zone). */
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toLocaleDateString("en-CA");
/** The day as the English date picker takes it (MM/DD/YYYY). */
const typed = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/**
 * Issue 37's flow: with approval on, an employee requests a week ahead (the dialog counts its days
 * and the balance after) and sees it waiting; their chief, in another browser, approves it in the
 * Requests tab; the employee's page shows it approved without reloading, the balance 7 days lower
 * and the bar on the team chart; a colleague's calendar shows the absence as an all-day entry,
 * which opens the chart at that month.
 */
describe.skipIf(skipReason)("vacations in a real browser", () => {
  let runtime: LocalRuntime;
  // One browser each: a browser's pages share its session, as two people's would not.
  let workerBrowser: Browser;
  let chiefBrowser: Browser;

  beforeAll(async () => {
    runtime = await sharedBrowserStack();
    [workerBrowser, chiefBrowser] = await Promise.all([launchChromium(), launchChromium()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([workerBrowser?.close(), chiefBrowser?.close()]);
  });

  it(
    "a requested week waits, is approved live by the chief, lowers the balance and shows on the chart and the calendar",
    { timeout: 180_000 },
    async () => {
      const admin = await employeeAccount(rights, {
        roles: ["admin", "employee"],
        firstName: "Ada",
        lastName: "Admin",
      });
      const tenant = admin.clientId;
      const [chief, worker, colleague] = await Promise.all([
        employeeAccount(rights, { clientId: tenant, firstName: "Carl", lastName: "Chief" }),
        employeeAccount(rights, { clientId: tenant, firstName: "Willa", lastName: "Worker" }),
        employeeAccount(rights, { clientId: tenant, firstName: "Cole", lastName: "Colleague" }),
      ]);
      const { Sales: salesId } = await departmentsWith(runtime, admin, { Sales: [chief, worker, colleague] });
      await setDepartmentHead(actor(admin, true), { dept_id: salesId!, headUser: chief.userId });
      await saveSettings(actor(admin, true), tenant, { dayCount: "calendar", approval: true, yearlyDays: 28 });
      // No days set in the profile: the first read opens the balance with the year's 28.
      expect((await myVacations(actor(worker))).balance).toEqual({ userId: worker.userId, days: 28, pending: 0 });
      const start = dayFrom(10);
      const end = dayFrom(16);
      const url = runtime.gateway.url;

      // The employee requests the week in the dialog, which counts its days and the balance after.
      const workerPage = await signedInPage(workerBrowser, url, worker);
      workerPage.setDefaultTimeout(15_000);
      await workerPage.goto(`${url}/vacations`);
      const balance = workerPage.getByRole("group", { name: "Balance" });
      await balance.getByText("28", { exact: true }).waitFor();
      await workerPage.getByRole("button", { name: "Request a vacation" }).click();
      const dialog = workerPage.getByRole("dialog", { name: "Request a vacation" });
      await dialog.getByText("Calendar days are counted").waitFor();
      for (const [label, day] of [
        ["First day", start],
        ["Last day", end],
      ] as const) {
        const input = dialog.getByLabel(label, { exact: true });
        await input.fill(typed(day));
        // Leaving the field closes its date picker.
        await dialog.getByRole("heading", { name: "Request a vacation" }).click();
        await expect.poll(() => input.inputValue()).toBe(typed(day));
      }
      const figures = dialog.getByRole("status");
      await figures.getByText("Days it takes: 7").waitFor();
      await figures.getByText("Days left after it: 21").waitFor();
      await dialog.getByRole("textbox", { name: "Comment" }).fill("Family trip");
      await screenshot(workerPage, "vacations-request-dialog", "desktop");
      await dialog.getByRole("button", { name: "Send the request" }).click();
      await workerPage.getByText("The request is sent to your chief").waitFor();
      await dialog.waitFor({ state: "detached" });
      const upcoming = workerPage.getByRole("list", { name: "Upcoming and current" });
      const item = upcoming.getByRole("listitem").filter({ hasText: "Days: 7" });
      await item.getByText("Waiting for approval").waitFor();
      // Its days are held at once.
      await balance.getByText("21", { exact: true }).waitFor();
      await balance.getByText("Of them waiting for approval").waitFor();
      // Its socket is connected (as a person would wait for the page to settle).
      await expect
        .poll(async () => (await connectionsOfUser(tenant, worker.userId, true)).length, { timeout: 15_000 })
        .toBeGreaterThan(0);

      // The chief approves it in the Requests tab.
      const chiefPage = await signedInPage(chiefBrowser, url, chief);
      chiefPage.setDefaultTimeout(15_000);
      await chiefPage.goto(`${url}/vacations`);
      await chiefPage.getByRole("tab", { name: /^Requests/ }).click();
      const request = chiefPage.getByRole("list", { name: "Requests" }).getByRole("listitem").filter({
        hasText: "Willa Worker",
      });
      await request.getByText("Days: 7").waitFor();
      await request.getByText("Comment: Family trip").waitFor();
      await screenshot(chiefPage, "vacations-requests", "desktop");
      await request.getByRole("button", { name: "Approve the request of Willa Worker" }).click();
      await chiefPage.getByText("The vacation is approved").waitFor();
      await chiefPage.getByText("No requests to decide").waitFor();

      // The employee's page follows without a reload: approved, 21 days left, none waiting.
      await item.getByText("Approved", { exact: true }).waitFor();
      await balance.getByText("21", { exact: true }).waitFor();
      await balance.getByText("Of them waiting for approval").waitFor({ state: "detached" });
      expect((await myVacations(actor(worker))).balance).toEqual({ userId: worker.userId, days: 21, pending: 0 });
      await screenshot(workerPage, "vacations-approved-live", "desktop");

      // The team chart shows the week's bar (the month holding it, a click or none ahead).
      await workerPage.getByRole("tab", { name: "Team chart" }).click();
      const chart = workerPage.getByRole("region", { name: "Team chart" });
      await chart.getByRole("rowheader", { name: "Willa Worker" }).waitFor();
      if (start.slice(0, 7) !== dayFrom(0).slice(0, 7)) {
        await workerPage.getByRole("button", { name: "Next period" }).click();
      }
      await chart.getByText(/^Willa Worker: .+, Approved$/).waitFor({ state: "attached" });
      expect(await chart.locator(".vac-bar-approved").count()).toBe(1);
      await screenshot(workerPage, "vacations-chart", "desktop");

      // A colleague (signing in where the chief was) sees the absence in their calendar, all day.
      const colleaguePage = await signedInPage(chiefBrowser, url, colleague);
      colleaguePage.setDefaultTimeout(15_000);
      await colleaguePage.goto(`${url}/calendar/?date=${start}`);
      const absence = colleaguePage.locator(".fc-event.calendar-dated").filter({ hasText: "Away: Willa Worker" });
      await absence.first().waitFor();
      await screenshot(colleaguePage, "vacations-calendar", "desktop");
      // It opens the team chart at its month.
      await absence.first().click();
      await colleaguePage.waitForURL((address) => address.pathname === "/vacations");
      await colleaguePage
        .getByRole("region", { name: "Team chart" })
        .getByText(/^Willa Worker: .+, Approved$/)
        .waitFor({ state: "attached" });
      await Promise.all([workerPage.close(), chiefPage.close(), colleaguePage.close()]);
    },
  );
});
