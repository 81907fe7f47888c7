import { crc32, deflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employeeAccount } from "./accounts";
import { screenshot, viewports } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage, sharedBrowserStack } from "./stack";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

/** Where the picture of the flow says it was taken: a text chunk, as a phone's metadata would. */
const secret = "GPS 48.8584 2.2945 taken by Sam";

/** A real 4×4 PNG with a text chunk (`secret`) in it, made here byte by byte. */
function pictureWithMetadata(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows = Buffer.concat(Array.from({ length: 4 }, () => Buffer.from([0, ...Array(4).fill([200, 40, 40]).flat()])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("tEXt", Buffer.from(`Comment\0${secret}`, "latin1")),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The body of the report the page sent (read from the request, in the browser's own bytes). */
function sentReport(page: Page): Promise<{ anonymous: boolean; files: Array<{ name: string; data: string }> }> {
  return page
    .waitForRequest((request) => request.url().endsWith("/api/user/send_viol_report") && request.method() === "POST")
    .then((request) => request.postDataJSON());
}

/**
 * Issue 33's flow: an employee reports anonymously with a picture (redrawn on the device: its text
 * chunk never leaves); the admin, a recipient, opens it in the inbox, answers and moves it to "in
 * review" with a comment; the reporter, in a fresh browser with no session, types the code on the
 * follow-up page, reads the answer and the comment, and adds a message the admin then reads.
 */
describe.skipIf(skipReason)("Don't be silent in a real browser", () => {
  let reporterBrowser: Browser;
  let adminBrowser: Browser;
  let freshBrowser: Browser;

  beforeAll(async () => {
    await sharedBrowserStack();
    [reporterBrowser, adminBrowser, freshBrowser] = await Promise.all([
      launchChromium(),
      launchChromium(),
      launchChromium(),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([reporterBrowser?.close(), adminBrowser?.close(), freshBrowser?.close()]);
  });

  it(
    "an anonymous report with a picture, answered by the admin, followed up with its code in a fresh browser",
    { timeout: 150_000 },
    async () => {
      const runtime = await sharedBrowserStack();
      const admin = await employeeAccount(["no_silent"], { roles: ["admin"], firstName: "Ada", lastName: "Admin" });
      const reporter = await employeeAccount(["no_silent"], {
        clientId: admin.clientId,
        firstName: "Sam",
        lastName: "Seller",
      });
      const url = runtime.gateway.url;

      // The employee: anonymous by default, a description and a picture with metadata.
      const employee = await signedInPage(reporterBrowser, url, reporter);
      employee.setDefaultTimeout(15_000);
      await employee.goto(`${url}/report_violation`);
      const form = employee.getByRole("form", { name: "New report" });
      expect(await form.getByRole("radio", { name: "Anonymously" }).isChecked()).toBe(true);
      await form.getByRole("button", { name: "Send report" }).click();
      await form.getByText("Describe what happened in detail").waitFor();
      await form.getByLabel("What happened").fill("The fire door on the third floor is locked during work hours.");
      await form.locator("input[type=file]").setInputFiles({
        name: "IMG_20261120_101532.png",
        mimeType: "image/png",
        buffer: pictureWithMetadata(),
      });
      await form.getByText("IMG_20261120_101532.png").waitFor();
      await screenshot(employee, "noSilent-form", "desktop");
      const sending = sentReport(employee);
      await form.getByRole("button", { name: "Send report" }).click();
      const body = await sending;
      expect(body.anonymous).toBe(true);
      expect(body.files).toHaveLength(1);
      expect(body.files[0]!.name).toBe("picture-1.png");
      const sentBytes = Buffer.from(body.files[0]!.data, "base64");
      // Redrawn through a canvas: a PNG still, without the text chunk.
      expect(sentBytes.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect(sentBytes.includes(Buffer.from(secret, "latin1"))).toBe(false);
      expect(sentBytes.includes(Buffer.from("tEXt", "latin1"))).toBe(false);

      const dialog = employee.getByRole("dialog", { name: "Your follow-up code" });
      await dialog.getByText(/shown only once/).waitFor();
      const code = await dialog.getByRole("textbox", { name: "Follow-up code" }).inputValue();
      expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){7}$/);
      await screenshot(employee, "noSilent-code", "desktop");
      await dialog.getByRole("button", { name: "I have saved the code" }).click();
      // Not among my named reports.
      await employee.goto(`${url}/report_violation?tab=mine`);
      await employee.getByText("You have sent no report under your name").waitFor();

      // The admin (a recipient: none chosen) finds it in the inbox, answers and moves it.
      const recipient = await signedInPage(adminBrowser, url, admin);
      recipient.setDefaultTimeout(15_000);
      await recipient.goto(`${url}/report_violation?tab=inbox`);
      const card = recipient.locator(".no-silent-card").filter({ hasText: "The fire door on the third floor" });
      await card.getByText("Anonymous").waitFor();
      await card.getByRole("link").click();
      await recipient.waitForURL((address) => /^\/report_violation\/[^/]+$/.test(address.pathname));
      await recipient.getByText("Anonymous report").waitFor();
      await recipient.getByRole("button", { name: "picture-1.png" }).waitFor();
      const answer = recipient.getByRole("form", { name: "Message" });
      await answer.getByLabel("Message").fill("Thank you. Which door exactly?");
      await answer.getByRole("button", { name: "Send" }).click();
      await recipient.getByRole("region", { name: "Conversation" }).getByText("Ada Admin").waitFor();
      const move = recipient.getByRole("form", { name: "Change status" });
      await move.getByLabel("New status").selectOption("in_review");
      await move.getByLabel("Comment for the reporter").fill("Facilities are checking the doors today.");
      await move.getByRole("button", { name: "Change status" }).click();
      const history = recipient.getByRole("region", { name: "History" });
      await history.getByText("Facilities are checking the doors today.").waitFor();
      await history.getByText(/Ada Admin/).waitFor();
      await screenshot(recipient, "noSilent-report", "desktop");

      // The reporter, in a fresh browser with no session: the code, typed, opens the report.
      const fresh = await freshBrowser.context.newPage();
      fresh.setDefaultTimeout(15_000);
      await fresh.setViewportSize(viewports.phone);
      await fresh.goto(`${url}/report_violation/follow-up`);
      expect(await fresh.evaluate(`localStorage.getItem("token")`)).toBeNull();
      const codeForm = fresh.getByRole("form", { name: "Follow up a report" });
      await codeForm.getByLabel("Follow-up code").fill("0000-0000-0000-0000-0000-0000-0000-0000");
      await codeForm.getByRole("button", { name: "Open the report" }).click();
      await codeForm.getByText("No report has this code: check it and try again").waitFor();
      await codeForm.getByLabel("Follow-up code").fill(code);
      const followUpCalls: string[] = [];
      fresh.on("request", (request) => {
        if (request.url().includes("/api/report_violation/follow_up"))
          followUpCalls.push(request.headers().authorization ?? "none");
      });
      await codeForm.getByRole("button", { name: "Open the report" }).click();
      await fresh.getByRole("heading", { name: /^Your report of / }).waitFor();
      expect(new URL(fresh.url()).pathname).toBe("/report_violation/follow-up");
      expect(fresh.url()).not.toContain(code);
      await fresh.getByText("In review").first().waitFor();
      await fresh.getByText("Facilities are checking the doors today.").waitFor();
      await fresh.getByText("Thank you. Which door exactly?").waitFor();
      await expect(fresh.getByText("Ada Admin").count()).resolves.toBe(0);
      const write = fresh.getByRole("form", { name: "Add a message" });
      await write.getByLabel("Add a message").fill("The one next to the kitchen.");
      await write.getByRole("button", { name: "Send" }).click();
      await write.getByText("Your message is added").waitFor();
      await fresh.getByText("The one next to the kitchen.").waitFor();
      await screenshot(fresh, "noSilent-follow-up", "phone");
      expect(followUpCalls.length).toBeGreaterThan(0);
      expect(followUpCalls.every((header) => header === "none")).toBe(true);

      // The admin reads the reporter's message, by day and as "Reporter".
      await recipient.reload();
      const thread = recipient.getByRole("region", { name: "Conversation" });
      await thread.getByText("The one next to the kitchen.").waitFor();
      await thread.getByText("Reporter", { exact: true }).last().waitFor();
    },
  );
});
