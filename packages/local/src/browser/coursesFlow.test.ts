import { describe, expect, it } from "vitest";
import type { Actor, FeatureRight } from "@intranet/contracts";
import { getProgress, testStat } from "@intranet/core/courses";
import type { Page } from "playwright-core";
import { employeeAccount } from "./accounts";
import { screenshot } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage } from "./stack";
import { browserSuite } from "./suite";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;
const rights: FeatureRight[] = ["lms"];
const actor = (account: { userId: string; clientId: string }, admin = false): Actor => ({
  userId: account.userId,
  tenantId: account.clientId,
  homeTenantId: account.clientId,
  roles: admin ? ["admin", "employee"] : ["employee"],
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
 * Issue 36's SPA journey: an admin builds a course in the browser (a lesson, a test with three
 * questions, a pass mark of 70 % and two attempts), publishes it and appoints an employee; the
 * employee reads the lesson to its end, takes the test against the clock and fails it (one answer
 * wrong on purpose: 67 %), sees the result and the attempt left, retakes it and passes; the course
 * shows learned, and the admin's analytics show it (the course's Analytics tab and /courses/analytics).
 */
describe.skipIf(skipReason)("learning in a real browser", () => {
  const stack = browserSuite();

  it(
    "an admin builds and appoints a course; the employee reads the lesson, fails the test, retakes and passes it; the analytics show it",
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

      // A test: pass mark 70 % (one wrong answer of three fails), 5 minutes, two attempts, three questions.
      await page.goto(`${url}/courses/${courseId}`);
      await page.getByRole("link", { name: "Add a test" }).click();
      await page.getByLabel("Title").fill("Final test");
      await page.getByLabel("Pass mark, %").fill("70");
      await page.getByLabel("Time limit, minutes").fill("5");
      await page.getByLabel("Attempts allowed").fill("2");
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
      const third = "Someone calls from IT and asks for your password. What do you do?";
      await addQuestion(3, third, ["Tell them", "Refuse and report the call"], 1);
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

      // The test against the clock: three questions, 70 % to pass, two attempts.
      await reader.getByRole("link", { name: "Next: Final test" }).click();
      await reader.getByText("Questions: 3. Pass mark: 70%.").waitFor();
      await reader.getByText("2 attempts left.").waitFor();
      const result = reader.getByRole("region", { name: "Result" });
      /** One attempt against the clock, the questions in the test's order (no shuffling). */
      const attempt = async (start: string, choices: string[], shot?: string) => {
        await reader.getByRole("button", { name: start }).click();
        await reader.getByRole("timer", { name: "Time left" }).waitFor();
        expect(await reader.getByRole("timer").innerText()).toMatch(/[45]:\d\d/);
        for (const [at, choice] of choices.entries()) {
          if (at > 0) await reader.getByRole("button", { name: "Next" }).click();
          await reader.getByRole("radio", { name: choice }).check({ force: true });
        }
        if (shot) await screenshot(reader, shot, "desktop");
        await reader.getByRole("button", { name: "Finish the test" }).click();
        await reader.getByRole("alertdialog").getByRole("button", { name: "Finish the test" }).click();
        await result.waitFor();
      };

      // The first attempt: the third answer wrong on purpose; 2 of 3 is 67 %, under the pass mark.
      await attempt("Start the test", ["correct horse battery staple", "Phishing", "Tell them"], "courses-flow-player");
      await result.getByText("Not passed", { exact: true }).waitFor();
      await result.getByText("Score: 67%").waitFor();
      await reader.getByText("1 attempt left.").waitFor();
      await reader.getByText("Best score: 67%").waitFor();
      await screenshot(reader, "courses-flow-failed", "desktop");

      // The retake: every answer right, passed; no attempt is left to start.
      await attempt("Take it again", ["correct horse battery staple", "Phishing", "Refuse and report the call"]);
      await result.getByText("Passed", { exact: true }).waitFor();
      await result.getByText("Score: 100%").waitFor();
      await reader.getByText("Best score: 100%").waitFor();
      expect(await reader.getByRole("button", { name: "Take it again" }).count()).toBe(0);

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

      // The admin's analytics: the course's tab (learned 1 of 1; the test passed by 1, its average
      // over the two finished attempts (67 % and 100 %) 84 %; the third question right in 1 of 2).
      await page.goto(`${url}/courses/${courseId}?tab=analytics`);
      const tile = (label: string) =>
        page
          .locator(".courses-stat")
          .filter({ has: page.locator(".courses-stat-label", { hasText: new RegExp(`^${label}$`) }) })
          .locator(".courses-stat-value");
      await page.locator(".courses-stats").waitFor();
      expect(await tile("Learners").innerText()).toBe("1");
      expect(await tile("Learned").innerText()).toBe("1");
      expect(await tile("Completion").innerText()).toBe("100%");
      expect(await tile("In progress").innerText()).toBe("0");
      const cells = (row: string) => page.locator(".courses-table tr", { hasText: row }).locator("td").allInnerTexts();
      expect(await cells("Strong passwords")).toEqual(["Strong passwords", "1 / 1", "—"]);
      expect(await cells("Final test")).toEqual(["Final test", "1 / 1", "84%"]);
      const hardest = page.locator(".courses-hardest").first().locator("li");
      await hardest.first().waitFor();
      const [hardestFirst, ...others] = await hardest.allInnerTexts();
      expect(hardestFirst).toBe(`${third} — 50% right`);
      expect(others.sort()).toEqual([
        "A link in a mail does not match its text. What is it? — 100% right",
        "Which password is strongest? — 100% right",
      ]);
      expect(await testStat(actor(admin, true), testId)).toMatchObject({
        attempts: 2,
        finished: 2,
        passed: 1,
        failed: 1,
        passedLearners: 1,
        averageScore: 84,
      });
      // The company's analytics: the course's row (1 learner, 100 %, learned 1, none in progress, not started or overdue).
      await page.goto(`${url}/courses/analytics`);
      const row = page.locator(".courses-table tr", { hasText: "Security basics" });
      await row.waitFor();
      expect((await row.locator("td").allInnerTexts()).slice(1)).toEqual(["1", "100%", "1", "0", "0", "0"]);

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
