import { describe, expect, it } from "vitest";
import type { Actor, FeatureRight } from "@intranet/contracts";
import { getProgress } from "@intranet/core/courses";
import type { Page } from "playwright-core";
import { employeeAccount } from "./accounts";
import { screenshot } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage } from "./stack";
import { browserSuite } from "./suite";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;
const rights: FeatureRight[] = ["lms"];
const actor = (account: { userId: string; clientId: string }): Actor => ({
  userId: account.userId,
  tenantId: account.clientId,
  homeTenantId: account.clientId,
  roles: ["employee"],
  rights,
});

/** Each screen at 375 and 1440 px in en, ru and ua (`.test-artifacts/browser/courses-<screen>-<lang>-<width>-…png`). */
async function shots(page: Page, screens: Array<[name: string, path: string, ready: string]>) {
  for (const language of ["en", "ru", "ua"] as const) {
    await page.evaluate(`localStorage.setItem("lang", ${JSON.stringify(language)})`);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const [name, path, ready] of screens) {
        await page.goto(path);
        await page.locator(ready).first().waitFor();
        // Nothing wider than the screen: no sideways scrolling on a phone.
        const overflow = await page.evaluate(
          "document.documentElement.scrollWidth - document.documentElement.clientWidth",
        );
        expect(overflow, `${name} ${language} ${width}px`).toBeLessThanOrEqual(0);
        await screenshot(page, `courses-${name}-${language}-${width}`, width === 375 ? "phone" : "desktop");
      }
    }
  }
  await page.evaluate(`localStorage.setItem("lang", "en")`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * Issue 36's SPA journey: an admin builds a course in the browser (a lesson, a test with two
 * questions), publishes it and appoints an employee; the employee reads the lesson to its end,
 * passes the test against the clock, and the course shows learned.
 */
describe.skipIf(skipReason)("learning in a real browser", () => {
  const stack = browserSuite();

  it(
    "an admin builds and appoints a course; the employee reads the lesson, passes the test, the course is learned",
    { timeout: 300_000 },
    async () => {
      const admin = await employeeAccount(rights, {
        roles: ["admin", "employee"],
        firstName: "Alice",
        lastName: "Admin",
      });
      const learner = await employeeAccount(rights, { clientId: admin.clientId, firstName: "Nina", lastName: "Novak" });
      const url = stack.runtime.gateway.url;

      // The admin: a new course.
      const page = await signedInPage(stack.browser, url, admin);
      page.setDefaultTimeout(15_000);
      await page.goto(`${url}/courses`);
      await page.getByRole("link", { name: "New course" }).click();
      await page.getByLabel("Title").fill("Security basics");
      await page.getByLabel("Short description").fill("Passwords, phishing and what to do when something looks wrong.");
      await page.getByRole("button", { name: "Create" }).click();
      await page.waitForURL(/\/courses\/(?!new)[^/]+$/);
      const courseId = new URL(page.url()).pathname.split("/")[2]!;
      await page.getByText("This course is a draft").waitFor();

      // A lesson written in the knowledge base's editor.
      await page.getByRole("link", { name: "Add a lesson" }).click();
      await page.getByLabel("Title").fill("Strong passwords");
      await page.locator(".ProseMirror").click();
      await page.keyboard.type("Use a long passphrase: four random words beat eight random characters.");
      await page.keyboard.press("Enter");
      for (let line = 0; line < 30; line += 1) {
        await page.keyboard.type(`Rule ${line + 1}: never reuse a password.`);
        await page.keyboard.press("Enter");
      }
      await page.keyboard.type("The end.");
      await page.getByRole("button", { name: "Create" }).click();
      await page.getByRole("heading", { name: "Strong passwords" }).waitFor();

      // A test: pass mark 50 %, 5 minutes, two questions.
      await page.goto(`${url}/courses/${courseId}`);
      await page.getByRole("link", { name: "Add a test" }).click();
      await page.getByLabel("Title").fill("Final test");
      await page.getByLabel("Pass mark, %").fill("50");
      await page.getByLabel("Time limit, minutes").fill("5");
      await page.getByRole("button", { name: "Create" }).click();
      await page.getByText("No questions yet: add the first one.").waitFor();
      const addQuestion = async (number: number, text: string, answers: string[], right: number) => {
        await page.getByRole("button", { name: "Add a question" }).click();
        const card = page.getByRole("region", { name: `Question ${number}` });
        await card.getByLabel("Question", { exact: true }).fill(text);
        for (const [at, answer] of answers.entries()) {
          if (at >= 2) await card.getByRole("button", { name: "Add an answer" }).click();
          await card.getByRole("textbox", { name: `Answer ${at + 1}` }).fill(answer);
        }
        await card.getByRole("radio", { name: `Answer ${right + 1} is right` }).check({ force: true });
        await card.getByRole("button", { name: "Save the question" }).click();
        await card.getByText("Not saved").waitFor({ state: "detached" });
      };
      await addQuestion(1, "Which password is strongest?", ["password1", "correct horse battery staple", "Qwerty!"], 1);
      await addQuestion(2, "A link in a mail does not match its text. What is it?", ["Phishing", "A typo"], 0);
      await screenshot(page, "courses-flow-test-editor", "desktop");

      // Published, and the employee appointed.
      await page.goto(`${url}/courses/${courseId}`);
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("button", { name: "Archive" }).waitFor();
      await page.getByRole("tab", { name: "Members" }).click();
      await page.getByRole("button", { name: "Appoint" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("combobox", { name: "Who" }).selectOption("users");
      await dialog.getByRole("searchbox").fill("Nina");
      await dialog.getByRole("button", { name: "Nina Novak" }).click();
      await dialog.getByRole("button", { name: "Appoint" }).click();
      await page.getByRole("list", { name: "Members" }).getByText("Nina Novak").waitFor();
      await screenshot(page, "courses-flow-members", "desktop");

      // The employee: the course in their list, the lesson read to its end.
      // The learner in a browser of their own: a browser's pages share its session.
      const learnerBrowser = await launchChromium();
      const reader = await signedInPage(learnerBrowser, url, learner);
      reader.setDefaultTimeout(15_000);
      await reader.goto(`${url}/courses`);
      await reader.getByRole("link", { name: "Security basics" }).click();
      await reader.getByText("Progress: 0 of 2").first().waitFor();
      await reader.getByRole("link", { name: "Start learning: Strong passwords" }).click();
      await reader.getByText("Read to the end to mark this lesson learned").waitFor();
      await reader.getByTestId("lesson-end").scrollIntoViewIfNeeded();
      await reader.getByText("Lesson learned").waitFor();

      // The test against the clock: started, answered, finished, passed.
      await reader.getByRole("link", { name: "Next: Final test" }).click();
      await reader.getByRole("button", { name: "Start the test" }).click();
      await reader.getByRole("timer", { name: "Time left" }).waitFor();
      expect(await reader.getByRole("timer").innerText()).toMatch(/[45]:\d\d/);
      const answer = async (text: string) => {
        await reader.getByRole("radio", { name: text }).check({ force: true });
      };
      // The questions are in the test's order (no shuffling).
      await answer("correct horse battery staple");
      await reader.getByRole("button", { name: "Next" }).click();
      await answer("Phishing");
      await screenshot(reader, "courses-flow-player", "desktop");
      await reader.getByRole("button", { name: "Finish the test" }).click();
      await reader.getByRole("alertdialog").getByRole("button", { name: "Finish the test" }).click();
      await reader.getByText("Score: 100%").first().waitFor();
      await reader.getByText("Passed").first().waitFor();

      // The course shows learned.
      await reader.goto(`${url}/courses/${courseId}`);
      await reader.getByText("You have learned this course").waitFor();
      expect(await getProgress(actor(learner), courseId, learner.userId)).toMatchObject({ status: "learned", done: 2 });
      const lessonId = await reader
        .getByRole("link", { name: "Strong passwords" })
        .getAttribute("href")
        .then((href) => href!.split("/").pop()!);
      const testId = await reader
        .getByRole("link", { name: "Final test" })
        .getAttribute("href")
        .then((href) => href!.split("/").pop()!);

      // Look at it: the learner's screens and the admin's, at 375 and 1440 px in en, ru and ua.
      await shots(reader, [
        ["catalogue", `${url}/courses`, ".courses-card"],
        ["course", `${url}/courses/${courseId}`, ".courses-items"],
        ["lesson", `${url}/courses/${courseId}/lessons/${lessonId}`, ".rich-view"],
        ["test", `${url}/courses/${courseId}/tests/${testId}`, ".courses-player"],
      ]);
      await shots(page, [
        ["admin-course", `${url}/courses/${courseId}?tab=members`, ".courses-member"],
        ["admin-figures", `${url}/courses/${courseId}?tab=analytics`, ".courses-stats"],
        ["admin-test", `${url}/courses/${courseId}/tests/${testId}`, ".courses-question"],
        ["analytics", `${url}/courses/analytics`, ".courses-table"],
        ["settings", `${url}/courses/settings`, ".courses-form"],
      ]);
      await learnerBrowser.close();
    },
  );
});
