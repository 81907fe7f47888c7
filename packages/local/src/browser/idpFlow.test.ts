import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor, FeatureRight } from "@intranet/contracts";
import { createPlan, finishTask } from "@intranet/core/idp";
import { connectionsOfUser } from "@intranet/core/realtime";
import { setDepartmentHead } from "@intranet/core/structure";
import type { Page } from "playwright-core";
import type { LocalRuntime } from "../runtime";
import { employeeAccount } from "./accounts";
import { screenshot } from "./artifacts";
import { axeViolations, describeViolations } from "./axe";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { departmentsWith } from "./departments";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage, sharedBrowserStack } from "./stack";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;
const rights: FeatureRight[] = [];
const actor = (account: { userId: string; clientId: string }, admin = false): Actor => ({
  userId: account.userId,
  tenantId: account.clientId,
  homeTenantId: account.clientId,
  roles: admin ? ["admin", "employee"] : ["employee"],
  rights,
});
const DAY = 86_400_000;
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Each screen at 375 and 1440 px in en, ru and ua (`.test-artifacts/browser/idp-<screen>-<lang>-<width>-…png`). */
async function shots(page: Page, screens: Array<[name: string, path: string, ready: string]>) {
  for (const language of ["en", "ru", "ua"] as const) {
    await page.evaluate(`localStorage.setItem("lang", ${JSON.stringify(language)})`);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const [name, path, ready] of screens) {
        await page.goto(path);
        await page.locator(ready).first().waitFor();
        await page.waitForTimeout(300);
        // Nothing wider than the screen: no sideways scrolling on a phone.
        const overflow = await page.evaluate(
          "document.documentElement.scrollWidth - document.documentElement.clientWidth",
        );
        expect(overflow, `${name} ${language} ${width}px`).toBeLessThanOrEqual(0);
        await screenshot(page, `idp-${name}-${language}-${width}`, width === 375 ? "phone" : "desktop");
      }
    }
  }
  await page.evaluate(`localStorage.setItem("lang", "en")`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * Issue 36's plan journey: a chief makes a development plan for one of their people in /idp/new
 * (the employee, an observer, a task); the employee, in another browser, finds it in My plans,
 * marks the task done and writes a note; the chief's open page shows the progress without a
 * reload, and the change journal lists who did what. Screens at 375 and 1440 px in en, ru and ua.
 */
describe.skipIf(skipReason)("development plans in a real browser", () => {
  let runtime: LocalRuntime;
  let chiefBrowser: Browser;
  let workerBrowser: Browser;

  beforeAll(async () => {
    runtime = await sharedBrowserStack();
    [chiefBrowser, workerBrowser] = await Promise.all([launchChromium(), launchChromium()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([chiefBrowser?.close(), workerBrowser?.close()]);
  });

  it(
    "a chief makes a plan, the employee finishes a task and writes a note, the chief sees it live and in the journal",
    { timeout: 300_000 },
    async () => {
      const admin = await employeeAccount(rights, {
        roles: ["admin", "employee"],
        firstName: "Ada",
        lastName: "Admin",
      });
      const tenant = admin.clientId;
      const [chief, worker, observer] = await Promise.all([
        employeeAccount(rights, { clientId: tenant, firstName: "Carl", lastName: "Chief" }),
        employeeAccount(rights, { clientId: tenant, firstName: "Willa", lastName: "Worker" }),
        employeeAccount(rights, { clientId: tenant, firstName: "Olga", lastName: "Observer" }),
      ]);
      const { Sales: salesId } = await departmentsWith(runtime, admin, { Sales: [chief, worker] });
      await setDepartmentHead(actor(admin, true), { dept_id: salesId!, headUser: chief.userId });
      const url = runtime.gateway.url;

      // The chief makes the plan.
      const chiefPage = await signedInPage(chiefBrowser, url, chief);
      chiefPage.setDefaultTimeout(15_000);
      await chiefPage.goto(`${url}/idp`);
      await chiefPage.getByRole("tab", { name: "My employees' plans" }).waitFor();
      await chiefPage.getByRole("link", { name: "New plan" }).click();
      const form = chiefPage.getByRole("form", { name: "New development plan" });
      await form.getByRole("button", { name: "Create the plan" }).click();
      await form.getByText("Title is required").waitFor();
      await form.getByLabel("Title", { exact: true }).fill("Grow into a team lead");
      await form.getByLabel("Description").fill("By the spring review");
      const people = form.locator(".people-field");
      await people.nth(0).getByRole("searchbox").fill("Willa");
      await people.nth(0).getByRole("button", { name: "Willa Worker" }).click();
      await people.nth(1).getByRole("searchbox").fill("Olga");
      await people.nth(1).getByRole("button", { name: "Olga Observer" }).click();
      await form.getByRole("button", { name: "Add a task" }).click();
      await form.getByRole("group", { name: "Task 1" }).getByLabel("Title").fill("Run a retrospective");
      await form.getByRole("button", { name: "Add a task" }).click();
      await form.getByRole("group", { name: "Task 2" }).getByLabel("Title").fill("Read about delegation");
      await screenshot(chiefPage, "idp-new-filled", "desktop");
      await form.getByRole("button", { name: "Create the plan" }).click();
      await chiefPage.getByRole("heading", { name: "Grow into a team lead" }).waitFor();
      await chiefPage.getByText("0 of 2 tasks done").first().waitFor();
      const planUrl = chiefPage.url();
      await expect
        .poll(async () => (await connectionsOfUser(tenant, chief.userId, true)).length, { timeout: 15_000 })
        .toBeGreaterThan(0);

      // The employee finds it in My plans, marks a task done and writes a note.
      const workerPage = await signedInPage(workerBrowser, url, worker);
      workerPage.setDefaultTimeout(15_000);
      await workerPage.goto(`${url}/idp`);
      await workerPage
        .getByRole("list", { name: "My plans" })
        .getByRole("link", { name: "Grow into a team lead" })
        .click();
      await workerPage.getByRole("checkbox", { name: "Done: Run a retrospective" }).click({ force: true });
      await workerPage.getByText("1 of 2 tasks done").first().waitFor();
      await workerPage.getByRole("tab", { name: "Notes" }).click();
      await workerPage.getByLabel("A note").fill("Held the first retro with the team today.");
      await workerPage.getByRole("button", { name: "Add the note" }).click();
      await workerPage
        .getByRole("list", { name: "Notes" })
        .getByText("Held the first retro with the team today.")
        .waitFor();

      // The chief's open page follows without a reload; the journal says who did what.
      await chiefPage.getByText("1 of 2 tasks done").first().waitFor();
      await chiefPage.getByRole("tab", { name: "Change journal" }).click();
      const journal = chiefPage.getByRole("list", { name: "Change journal" });
      await journal
        .getByRole("listitem")
        .filter({ hasText: "Willa Worker" })
        .filter({ hasText: "wrote a note" })
        .waitFor();
      await journal.getByRole("listitem").filter({ hasText: "marked a task done" }).waitFor();
      await journal
        .getByRole("listitem")
        .filter({ hasText: "Carl Chief" })
        .filter({ hasText: "created the plan" })
        .waitFor();

      // A second plan with an overdue task and a finished one, for the screens' states.
      const richer = await createPlan(actor(chief), {
        title: "Key account management",
        description: "Take over two key accounts and grow them by 10%.",
        employee: worker.userId,
        observer: observer.userId,
        tasks: [
          { title: "Shadow the quarterly reviews", description: "", due: dayFrom(-10), courseId: null },
          {
            title: "Write the account plans",
            description: "Both accounts, with the risks.",
            due: dayFrom(-2),
            courseId: null,
          },
          { title: "Negotiation training", description: "", due: dayFrom(20), courseId: null },
        ],
      });
      await finishTask(actor(worker), { plan: richer._id, task: richer.taskList[0]!._id, done: true });
      const planId = planUrl.split("/").at(-1)!;
      await shots(chiefPage, [
        ["team", `${url}/idp?tab=team`, ".idp-row"],
        ["plan", `${url}/idp/${richer._id}`, ".idp-task"],
        ["journal", `${url}/idp/${planId}?tab=journal`, ".idp-journal-entry"],
        ["new", `${url}/idp/new`, ".idp-form"],
        ["analytics", `${url}/idp?tab=analytics`, ".idp-figure"],
      ]);
      await shots(workerPage, [["notes", `${url}/idp/${planId}?tab=notes`, ".idp-note"]]);

      // axe finds nothing serious on the module's screens with content (the accessibility walk opens only the menu's /idp).
      const found = [];
      for (const [name, path, ready] of [
        ["team", `${url}/idp?tab=team`, ".idp-row"],
        ["analytics", `${url}/idp?tab=analytics`, ".idp-figure"],
        ["plan", `${url}/idp/${richer._id}`, ".idp-task"],
        ["journal", `${url}/idp/${planId}?tab=journal`, ".idp-journal-entry"],
        ["new", `${url}/idp/new`, ".idp-form"],
      ] as const) {
        await chiefPage.goto(path);
        await chiefPage.locator(ready).first().waitFor();
        found.push(...(await axeViolations(chiefPage, `idp ${name}`)));
      }
      expect(describeViolations(found)).toBe("");
      await Promise.all([chiefPage.close(), workerPage.close()]);
    },
  );
});
