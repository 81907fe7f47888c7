import type { Actor } from "@intranet/contracts";
import { createPollBodySchema } from "@intranet/contracts/polls";
import { createPoll } from "@intranet/core/polls";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalRuntime } from "../runtime";
import { sheetRows } from "../testing/xlsx";
import { employeeAccount } from "./accounts";
import { screenshot, viewports } from "./artifacts";
import { departmentsWith } from "./departments";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage, sharedBrowserStack } from "./stack";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

const actorOf = (tenantId: string, userId: string, roles: Actor["roles"]): Actor => ({
  userId,
  tenantId,
  homeTenantId: tenantId,
  roles,
  rights: ["polls"],
});

/** The poll of the flow: one question of each kind, in the editor's order. */
const questions = [
  { text: "One word for this quarter", kind: "short" },
  { text: "What should we improve?", kind: "long", optional: true },
  { text: "How busy is your week?", kind: "range5" },
  { text: "How likely are you to recommend us?", kind: "range10" },
  { text: "How many percent of your goals are met?", kind: "range100" },
  { text: "Your favourite colour", kind: "list1", answers: ["Red", "Green", "Blue"] },
  { text: "Drinks you like", kind: "list_m", answers: ["Tea", "Coffee", "Juice"] },
] as const;

/** A Blueprint checkbox, radio or switch, by its label's text (the input itself sits under its indicator). */
const control = (scope: Page | Locator, text: string) => scope.locator("label").filter({ hasText: text }).first();

/** A question's card while taking the poll (labelled by its numbered text). */
const questionBox = (page: Page, index: number) =>
  page.getByRole("region", { name: `${index + 1}. ${questions[index]!.text}` });

async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((address) => address.pathname === "/login/", { timeout: 15_000 });
  await page.close();
}

/**
 * Issue 13's flow: an admin creates a closed poll for Sales with every question kind in the editor;
 * a Sales employee, signed in elsewhere, gets the notification live and answers every question; an
 * Engineering employee does not see it; the admin sees the answer counted, the employee's row in the
 * table and in the Excel file. And a mandatory poll for everyone prompts a person on arrival.
 */
describe.skipIf(skipReason)("polls in a real browser", () => {
  let runtime: LocalRuntime;
  let adminBrowser: Browser;
  let peopleBrowser: Browser;

  beforeAll(async () => {
    runtime = await sharedBrowserStack();
    [adminBrowser, peopleBrowser] = await Promise.all([launchChromium(), launchChromium()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([adminBrowser?.close(), peopleBrowser?.close()]);
  });

  it("a closed poll for Sales: created in the editor, answered live by Sales, hidden from Engineering, in the results and Excel", async () => {
    const admin = await employeeAccount(["polls"], { roles: ["admin"], firstName: "Ada", lastName: "Admin" });
    const tenant = admin.clientId;
    const [seller, engineer] = await Promise.all([
      employeeAccount(["polls"], { clientId: tenant, firstName: "Sam", lastName: "Seller" }),
      employeeAccount(["polls"], { clientId: tenant, firstName: "Erin", lastName: "Engineer" }),
    ]);
    // Sales and Engineering under the company's root, each with its person (audiences follow the structure).
    await departmentsWith(runtime, admin, { Sales: [seller], Engineering: [engineer] });

    const url = runtime.gateway.url;
    const [author, taker] = await Promise.all([
      signedInPage(adminBrowser, url, admin),
      signedInPage(peopleBrowser, url, seller),
    ]);
    author.setDefaultTimeout(15_000);
    taker.setDefaultTimeout(15_000);
    let outsider: Page | undefined;
    try {
      await taker.getByRole("button", { name: "Notifications", exact: true }).waitFor();

      // The editor: a closed poll for the Sales department, one question of each kind.
      await author.goto(`${url}/poll/new`);
      const editor = author.getByRole("form", { name: "New poll" });
      await editor.getByLabel("Name", { exact: true }).fill("Sales pulse");
      await editor.getByLabel("Description").fill("Three minutes about the quarter in Sales.");
      await control(editor, "Only its author and the administrators see answers by person.").click();
      expect(await editor.getByRole("radio", { name: /Closed/ }).isChecked()).toBe(true);
      await control(editor, "For everyone in the company").click();
      await editor.getByLabel("Department", { exact: true }).selectOption({ label: "Sales" });
      await editor.getByRole("list", { name: "Recipients" }).getByText("Sales", { exact: true }).waitFor();
      for (const [index, question] of questions.entries()) {
        if (index > 0) await editor.getByRole("button", { name: "Add question" }).click();
        const card = editor.getByRole("region", { name: `Question ${index + 1}`, exact: true });
        await card.getByLabel("Question text").fill(question.text);
        await card.getByLabel("Kind").selectOption(question.kind);
        if ("optional" in question) await control(card, "Mandatory answer").click();
        if ("answers" in question) {
          await card.getByRole("button", { name: "Add answer" }).click();
          for (const [at, answer] of question.answers.entries())
            await card.getByLabel(`Answer ${at + 1}`, { exact: true }).fill(answer);
        }
      }
      await screenshot(author, "polls-editor", "desktop");
      await editor.getByRole("button", { name: "Create poll" }).click();
      await author.getByText("The poll “Sales pulse” is created").waitFor();
      await author.waitForURL(
        (address) => /^\/poll\/[^/]+$/.test(address.pathname) && address.pathname !== "/poll/new",
      );
      const pollId = decodeURIComponent(new URL(author.url()).pathname.split("/")[2]!);
      await author.getByRole("heading", { name: "Sales pulse" }).waitFor();

      // The Sales employee: the popup and the badge arrive over the WebSocket, without reloading.
      await taker.locator(".notification-toaster").getByText("A new poll: Sales pulse").waitFor();
      await taker.getByRole("button", { name: "Notifications, unread: 1" }).waitFor();
      await screenshot(taker, "polls-notified", "desktop");

      // … finds it to take in /polls and answers every question.
      await taker.goto(`${url}/polls`);
      const card = taker.getByRole("article", { name: "Sales pulse" });
      await card.getByRole("link", { name: "Take" }).click();
      await taker.waitForURL((address) => address.pathname === `/poll/${pollId}`);
      await questionBox(taker, 0).getByRole("textbox").fill("Growth");
      await questionBox(taker, 1).getByRole("textbox").fill("Fewer meetings on Mondays, please.");
      await questionBox(taker, 2).getByRole("radio", { name: "4", exact: true }).click();
      await questionBox(taker, 3).getByRole("radio", { name: "9", exact: true }).click();
      const slider = questionBox(taker, 4).getByRole("slider");
      await slider.focus();
      await slider.press("ArrowRight");
      await questionBox(taker, 4).getByText("51 of 100").waitFor();
      await control(questionBox(taker, 5), "Green").click();
      await control(questionBox(taker, 6), "Tea").click();
      await control(questionBox(taker, 6), "Juice").click();
      await taker.getByText("Answered 7 of 7").waitFor();
      await screenshot(taker, "polls-take", "desktop");
      // The phone layout (its footer menu shows once the shell has switched) keeps the answers.
      await taker.setViewportSize(viewports.phone);
      await taker.getByRole("button", { name: "More", exact: true }).waitFor();
      await taker.getByText("Answered 7 of 7").waitFor();
      await screenshot(taker, "polls-take", "phone");
      await taker.setViewportSize(viewports.desktop);
      await taker.getByRole("button", { name: "Send answers" }).click();
      await taker.getByText("Thank you! Your answers are sent.").waitFor();
      await signOut(taker);

      // Engineering: nothing to take, and the poll itself is not for them.
      outsider = await signedInPage(peopleBrowser, url, engineer);
      outsider.setDefaultTimeout(15_000);
      await outsider.goto(`${url}/polls`);
      await outsider.getByText("No polls for you right now").waitFor();
      expect(await outsider.getByRole("article", { name: "Sales pulse" }).count()).toBe(0);
      await outsider.goto(`${url}/poll/${pollId}`);
      await outsider.getByText("This poll is not for you").waitFor();

      // The admin: the answer counted in the general tab's charts.
      await author.goto(`${url}/poll/${pollId}/results`);
      await author.getByRole("heading", { name: "Results: Sales pulse" }).waitFor();
      await author.getByText("Answers: 1", { exact: true }).waitFor();
      const busy = author.getByRole("region", { name: `3. ${questions[2].text}` });
      await busy.getByText("Answered: 1 · Average: 4").waitFor();
      const colour = author.getByRole("region", { name: `6. ${questions[5].text}` });
      await colour.getByText("Answered: 1", { exact: false }).waitFor();
      await colour.getByText("Green: 1 · 100%").waitFor();
      // The drawn bar's own label (not the previous answer's count).
      await colour
        .locator("svg text")
        .filter({ hasText: /^1\s*·\s*100%$/ })
        .waitFor();
      await screenshot(author, "polls-results", "desktop");

      // The table: the employee's row with their answers.
      await author.getByRole("tab", { name: "Table" }).click();
      const row = author.getByRole("row").filter({ hasText: "Sam Seller" });
      await row.waitFor();
      expect(await row.textContent()).toContain("Green");
      expect(await row.textContent()).toContain("Growth");
      await screenshot(author, "polls-results-table", "desktop");

      // Excel: the export runs, its link downloads a workbook holding the employee's row.
      await author.getByRole("button", { name: "Excel" }).click();
      const exportDialog = author.getByRole("dialog", { name: "Excel export" });
      const download = exportDialog.getByRole("link", { name: "Download" });
      await download.waitFor({ timeout: 30_000 });
      const href = await download.getAttribute("href");
      expect(href).toBeTruthy();
      const rows = await sheetRows(new URL(href!, author.url()).toString());
      const sellerRow = rows.find((cells) => cells.includes("Sam Seller"));
      expect(sellerRow).toBeDefined();
      expect(sellerRow).toEqual(expect.arrayContaining(["Growth", "Green", "Tea; Juice", 4, 9, 51]));
      expect(rows.some((cells) => cells.includes("Erin Engineer"))).toBe(false);
      // The footer's "Close" (the header's × is named "Close" too).
      await exportDialog.getByRole("button", { name: "Close", exact: true }).last().click();
      await exportDialog.waitFor({ state: "detached" });
    } catch (error) {
      await screenshot(author, "polls-flow-failure-admin", "desktop").catch(() => undefined);
      if (!taker.isClosed()) await screenshot(taker, "polls-flow-failure-seller", "desktop").catch(() => undefined);
      if (outsider) await screenshot(outsider, "polls-flow-failure-engineer", "desktop").catch(() => undefined);
      throw error;
    }
  }, 120_000);

  it("a mandatory poll for everyone prompts a person on arrival and takes them to it", async () => {
    const admin = await employeeAccount(["polls"], { roles: ["admin"], firstName: "Ada", lastName: "Admin" });
    const person = await employeeAccount(["polls"], { clientId: admin.clientId, firstName: "Mia", lastName: "Moss" });
    const poll = await createPoll(
      actorOf(admin.clientId, admin.userId, ["admin"]),
      createPollBodySchema.parse({
        name: "Security training check",
        type: "opened",
        forAll: true,
        mandatory: true,
        questions: [{ text: "Did you finish the training?", kind: "list1", mandatory: true, answers: ["Yes", "No"] }],
      }),
    );
    await runtime.bus.drain();

    const browser = await launchChromium();
    const page = await signedInPage(browser, runtime.gateway.url, person);
    page.setDefaultTimeout(15_000);
    try {
      const prompt = page.getByRole("dialog", { name: "Polls waiting for you" });
      await prompt.getByRole("link", { name: "Security training check" }).waitFor();
      await screenshot(page, "polls-mandatory-prompt", "desktop");
      await prompt.getByRole("button", { name: "Take now" }).click();
      await page.waitForURL((address) => address.pathname === `/poll/${poll._id}`);
      await page.getByRole("heading", { name: "Security training check" }).waitFor();
      await prompt.waitFor({ state: "detached" });
    } catch (error) {
      await screenshot(page, "polls-mandatory-failure", "desktop").catch(() => undefined);
      throw error;
    } finally {
      await browser.close();
    }
  }, 60_000);
});
