import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalRuntime } from "../runtime";
import { employeeAccount } from "./accounts";
import { screenshot } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage, sharedBrowserStack } from "./stack";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

/**
 * Issue 33's flow: an employee proposes an idea with its five parts and a file; a colleague supports
 * it from the board; the admin (a recipient by default: none chosen) finds it in the inbox and
 * accepts it; the author sees it accepted on "My ideas".
 */
describe.skipIf(skipReason)("ideas in a real browser", () => {
  let runtime: LocalRuntime;
  let browser: Browser;

  beforeAll(async () => {
    runtime = await sharedBrowserStack();
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it(
    "proposed with five parts, supported by a colleague, accepted by the admin, seen accepted by its author",
    { timeout: 120_000 },
    async () => {
      const admin = await employeeAccount(["ideas"], { roles: ["admin"], firstName: "Ada", lastName: "Admin" });
      const tenant = admin.clientId;
      const [author, colleague] = await Promise.all([
        employeeAccount(["ideas"], { clientId: tenant, firstName: "Ivy", lastName: "Inventor" }),
        employeeAccount(["ideas"], { clientId: tenant, firstName: "Colin", lastName: "Colleague" }),
      ]);
      const url = runtime.gateway.url;
      const title = "Shared company car pool";

      // The author fills the form: a part left out is named, then all five and a file are sent.
      const proposer = await signedInPage(browser, url, author);
      proposer.setDefaultTimeout(15_000);
      await proposer.goto(`${url}/idea?tab=propose`);
      await proposer.getByLabel("Title", { exact: true }).fill(title);
      await proposer.getByRole("button", { name: "Send the idea", exact: true }).click();
      await proposer.getByText("Name the process the idea is about").waitFor();
      await proposer.getByLabel("Process", { exact: true }).fill("Business trips");
      await proposer.getByLabel("What is wrong now", { exact: true }).fill("Everyone drives their own car.");
      await proposer.getByLabel("What to change", { exact: true }).fill("Book the company's cars together.");
      await proposer.getByLabel("Expected result", { exact: true }).fill("Fewer cars, lower fuel costs.");
      await proposer.locator(".ideas-file-input").setInputFiles({
        name: "car-pool.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n% a car pool plan\n%%EOF\n"),
      });
      await proposer.getByText("car-pool.pdf").first().waitFor();
      // Sending waits for the upload (the button is disabled meanwhile).
      await expect
        .poll(() => proposer.getByRole("button", { name: "Send the idea" }).isEnabled(), { timeout: 15_000 })
        .toBe(true);
      await screenshot(proposer, "ideas-propose", "desktop");
      await proposer.getByRole("button", { name: "Send the idea", exact: true }).click();
      await proposer.waitForURL((address) => /^\/idea\/[^/]+$/.test(address.pathname));
      const ideaPath = new URL(proposer.url()).pathname;
      await proposer.getByRole("heading", { name: title }).waitFor();
      await proposer.getByText("Everyone drives their own car.").waitFor();
      await proposer.getByRole("button", { name: "car-pool.pdf" }).waitFor();
      expect(await proposer.getByRole("button", { name: "Your own idea: 0 support it" }).isDisabled()).toBe(true);
      await proposer.close();

      // A colleague supports it from the board: the count goes to 1 and stays after a reload.
      const supporter = await signedInPage(browser, url, colleague);
      supporter.setDefaultTimeout(15_000);
      await supporter.goto(`${url}/idea`);
      const card = supporter.locator(".ideas-card").filter({ hasText: title });
      await card.getByRole("button", { name: "Support the idea: 0" }).click();
      await card.getByRole("button", { name: "You support the idea: 1, take it back" }).waitFor();
      await supporter.reload();
      await supporter
        .locator(".ideas-card")
        .filter({ hasText: title })
        .getByRole("button", { name: "You support the idea: 1, take it back" })
        .waitFor();
      await screenshot(supporter, "ideas-board", "desktop");
      await supporter.close();

      // The admin, a recipient since none are chosen, finds it among the new ideas and accepts it.
      const reviewer = await signedInPage(browser, url, admin);
      reviewer.setDefaultTimeout(15_000);
      await reviewer.goto(`${url}/idea?tab=inbox`);
      await reviewer.getByRole("link", { name: title }).click();
      await reviewer.waitForURL((address) => address.pathname === ideaPath);
      const move = reviewer.getByRole("form", { name: "Change the status" });
      await move.getByLabel("New status").selectOption("accepted");
      await move.getByRole("button", { name: "Change the status" }).click();
      await reviewer.getByRole("heading", { name: /Accepted/ }).waitFor();
      await reviewer.locator(".ideas-history").getByText("Accepted").waitFor();
      await screenshot(reviewer, "ideas-accepted", "desktop");
      await reviewer.close();

      // The author sees it accepted on "My ideas".
      const back = await signedInPage(browser, url, author);
      back.setDefaultTimeout(15_000);
      await back.goto(`${url}/idea?tab=mine`);
      const mine = back.locator(".ideas-card").filter({ hasText: title });
      await mine.getByText("Accepted", { exact: true }).waitFor();
      await mine.getByRole("button", { name: "Your own idea: 1 support it" }).waitFor();
      await back.close();
    },
  );
});
