import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { mailPasswordLink } from "@intranet/core/users";
import { employeeAccount } from "./accounts";
import { screenshot } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage } from "./stack";
import { browserSuite } from "./suite";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

/** The page at 375 and 1440 px in en, ru and ua, with no sideways scrolling (`sessions-<name>-<lang>-<width>`). */
async function shots(page: Page, name: string, path: string, ready: string) {
  for (const language of ["en", "ru", "ua"] as const) {
    await page.evaluate(`localStorage.setItem("lang", ${JSON.stringify(language)})`);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(path);
      await page.locator(ready).first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth",
      );
      expect(overflow, `${name} ${language} ${width}px`).toBeLessThanOrEqual(0);
      await screenshot(page, `sessions-${name}-${language}-${width}`, width === 375 ? "phone" : "desktop");
    }
  }
  await page.evaluate(`localStorage.setItem("lang", "en")`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * Issue 41's sessions: a person signed in in two browsers sees both sessions in their profile, ends
 * the other one, and the other browser is sent to the login page (its socket closes, the SPA asks
 * the API, the session is gone). Then an invitation's page, valid and used.
 */
describe.skipIf(skipReason)("sessions and invitations in a real browser", () => {
  const stack = browserSuite();

  it("ends the session of another browser, which lands on the login page", async () => {
    const person = await employeeAccount(["wall", "address_book"], { firstName: "Vera", lastName: "Orlova" });
    const url = stack.runtime.gateway.url;
    const laptop = await signedInPage(stack.browser, url, person);
    const otherBrowser = await launchChromium();
    const phone = await signedInPage(otherBrowser, url, person);
    laptop.setDefaultTimeout(15_000);
    try {
      await laptop.goto(`${url}/profile/${person.userId}?tab=security`);
      const section = laptop.getByRole("region", { name: "Active sessions" });
      await section.getByRole("listitem").nth(1).waitFor();
      expect(await section.getByRole("listitem").count()).toBe(2);
      expect(await section.getByText("This device").count()).toBe(1);
      await shots(laptop, "profile", `${url}/profile/${person.userId}?tab=security`, ".sessions-row >> nth=1");
      await laptop.goto(`${url}/profile/${person.userId}?tab=security`);

      await section.getByRole("button", { name: /^End the session: / }).click();
      await laptop.getByRole("alertdialog").getByRole("button", { name: "End" }).click();
      await expect.poll(() => section.getByRole("listitem").count(), { timeout: 10_000 }).toBe(1);

      // The other browser did nothing: its socket closed, and it is at the login page within seconds.
      const started = Date.now();
      await phone.waitForURL((address) => address.pathname.startsWith("/login"), { timeout: 10_000 });
      expect(Date.now() - started).toBeLessThan(10_000);
      // The laptop is still signed in.
      await laptop.reload();
      await laptop.getByRole("region", { name: "Active sessions" }).getByText("This device").waitFor();
    } finally {
      await phone.close();
      await otherBrowser.close();
      await laptop.close();
    }
  }, 180_000);

  it("shows an invitation's page to whom it is for, sets the password, and then says the link was used", async () => {
    const admin = await employeeAccount([], { roles: ["admin"] });
    const url = stack.runtime.gateway.url;
    const invitee = await employeeAccount([], { clientId: admin.clientId, firstName: "Grace", lastName: "Hopper" });
    await mailPasswordLink(
      { clientId: admin.clientId, userId: invitee.userId, email: `${invitee.login}@example.test`, firstName: "Grace" },
      "invite",
    );
    const mail = stack.runtime.outbox.lastTo(`${invitee.login}@example.test`);
    const token = /\/register\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")![1]!;
    const page = await stack.browser.context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(`${url}/login/`);
      await shots(page, "invitation", `${url}/register/${token}`, "text=Grace");
      await page.goto(`${url}/register/${token}`);
      await page.getByLabel("New password", { exact: true }).fill("chosen-pw-1");
      await page.getByLabel("Repeat the new password").fill("chosen-pw-1");
      await page.getByRole("button", { name: "Save the password" }).click();
      await page.getByText("Your password is set").waitFor();
      await page.goto(`${url}/register/${token}`);
      await page.getByRole("heading", { level: 1, name: "This link no longer works" }).waitFor();
      await shots(page, "invitation-used", `${url}/register/${token}`, "h1");
    } finally {
      await page.close();
    }
  }, 180_000);

  it("lets an admin name a network, which then names the place of sessions", async () => {
    const admin = await employeeAccount([], { roles: ["admin"] });
    const url = stack.runtime.gateway.url;
    const page = await signedInPage(stack.browser, url, admin);
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(`${url}/employees/?tab=other`);
      const form = page.getByRole("form", { name: "Named networks" });
      await form.getByRole("button", { name: "Add a network" }).click();
      await form.getByLabel("Name of network 1").fill("Test bench");
      await form.getByLabel("Address range of network 1").fill("127.0.0.0/8");
      await form.getByRole("button", { name: "Save the networks" }).click();
      await page.getByText("Saved").first().waitFor();
      await shots(page, "networks", `${url}/employees/?tab=other`, ".networks-row");
      await page.goto(`${url}/profile/${admin.userId}?tab=security`);
      await page.getByRole("region", { name: "Active sessions" }).getByText("Test bench").waitFor();
    } finally {
      await page.close();
    }
  }, 180_000);
});
