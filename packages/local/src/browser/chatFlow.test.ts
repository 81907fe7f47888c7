import type { FeatureRight } from "@intranet/contracts";
import { gradientPng } from "@intranet/core/testing";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import type { LocalRuntime } from "../runtime";
import { employeeAccount } from "./accounts";
import { screenshot, viewports } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage, sharedBrowserStack } from "./stack";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;
const rights: FeatureRight[] = ["wall", "chat"];

/** A chart-sized picture, so the preview has something to show. */
const png = gradientPng(480, 270);

const composer = (page: Page) => page.getByRole("textbox", { name: "Message", exact: true });
const conversation = (page: Page) => page.getByRole("log", { name: "Messages" });

/** Writes in the composer as a person does (key by key, so typing is announced) and sends with Enter. */
async function write(page: Page, text: string) {
  await composer(page).pressSequentially(text);
  await composer(page).press("Enter");
}

/**
 * Issue 12's flow, two people in two browsers: Anna starts the private chat from Ben's profile and
 * writes; Ben, on the wall, sees the Chats badge go to 1 live, opens the chat and reads it; Anna
 * sees "Ben is typing…", then his answer live, and "Seen" under her message; the picture she sends
 * shows as a preview on Ben's side without a reload; Anna's header says when Ben leaves and comes back.
 */
describe.skipIf(skipReason)("chat in a real browser", () => {
  let runtime: LocalRuntime;
  let annaBrowser: Browser;
  let benBrowser: Browser;

  beforeAll(async () => {
    runtime = await sharedBrowserStack();
    // One browser per person: a browser keeps one session (signing in another person replaces it).
    [annaBrowser, benBrowser] = await Promise.all([launchChromium(), launchChromium()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([annaBrowser?.close(), benBrowser?.close()]);
  });

  it("a private chat: the badge, the message, typing, the answer, Seen, a picture and presence, all live", async () => {
    const anna = await employeeAccount(rights, { firstName: "Anna", lastName: "Ames" });
    const ben = await employeeAccount(rights, { clientId: anna.clientId, firstName: "Ben", lastName: "Bell" });
    const url = runtime.gateway.url;
    const [writer, reader] = await Promise.all([
      signedInPage(annaBrowser, url, anna),
      signedInPage(benBrowser, url, ben),
    ]);
    writer.setDefaultTimeout(15_000);
    reader.setDefaultTimeout(15_000);
    try {
      // Anna: Ben's profile, "Message" opens their private chat; she writes.
      await writer.goto(`${url}/profile/${ben.userId}`);
      await writer.getByRole("button", { name: "Message", exact: true }).click();
      await writer.waitForURL((address) => address.pathname.startsWith("/chat/"));
      await writer.getByRole("heading", { name: "Ben Bell" }).waitFor();
      const question = "Hi Ben! Do you have a minute for the Q3 report?";
      await write(writer, question);
      await conversation(writer).getByText(question).waitFor();

      // Ben, still on the wall: the Chats entry's badge goes to 1 over the socket.
      const chats = reader.getByRole("menuitem", { name: "Chats" });
      await chats.getByText("1", { exact: true }).waitFor();
      await screenshot(reader, "chat-menu-badge", "desktop");
      await chats.click();
      const row = reader.getByRole("complementary", { name: "Chats" }).getByRole("link", { name: /Anna Ames/ });
      await row.getByLabel("Unread: 1").waitFor();
      await screenshot(reader, "chat-list-unread", "desktop");
      await row.click();
      await conversation(reader).getByText(question).waitFor();

      // Opening it read it: the badge goes, and Anna sees "Seen" under her message.
      await chats.getByText("1", { exact: true }).waitFor({ state: "detached" });
      await conversation(writer).getByText("Seen", { exact: true }).waitFor();

      // Ben types: Anna sees it; then his answer arrives live.
      await composer(reader).pressSequentially("Sure, send it");
      await writer.getByText("Ben is typing…").waitFor();
      await screenshot(writer, "chat-typing", "desktop");
      await composer(reader).pressSequentially(" over and I'll read it now.");
      await composer(reader).press("Enter");
      const answer = "Sure, send it over and I'll read it now.";
      await conversation(writer).getByText(answer).waitFor();
      await writer.getByText("Ben is typing…").waitFor({ state: "detached" });

      // Anna sends a picture through the composer's file picker: Ben sees its preview.
      const picker = writer.waitForEvent("filechooser");
      await writer.getByRole("button", { name: "Attach files" }).click();
      await (await picker).setFiles({ name: "q3-chart.png", mimeType: "image/png", buffer: png });
      // Sending waits for the upload: the Send button is disabled from the file's appearing until it is up.
      await writer.getByRole("list", { name: "Attachments" }).getByText("q3-chart.png").waitFor();
      await writer.getByRole("button", { name: "Send", disabled: false }).waitFor();
      await write(writer, "Here is the chart.");
      await conversation(reader).getByRole("img", { name: "q3-chart.png" }).waitFor();
      await conversation(reader).getByText("Here is the chart.").waitFor();
      await screenshot(reader, "chat-private-room", "desktop");
      await screenshot(writer, "chat-private-room-sender", "desktop");

      // Presence, live in Anna's header: Ben leaves the portal (his page's socket closes), then comes back.
      const peerState = (state: "online" | "offline") =>
        writer.locator(".chat-room-header").getByText(state, { exact: true });
      await peerState("online").waitFor();
      await reader.goto("about:blank");
      await peerState("offline").waitFor();

      // The phone: the list, then the room on its own with a way back.
      await reader.setViewportSize(viewports.phone);
      await reader.goto(`${url}/chat`);
      await peerState("online").waitFor();
      await reader
        .getByRole("complementary", { name: "Chats" })
        .getByRole("link", { name: /Anna Ames/ })
        .waitFor();
      await screenshot(reader, "chat-list", "phone");
      await reader
        .getByRole("complementary", { name: "Chats" })
        .getByRole("link", { name: /Anna Ames/ })
        .click();
      await conversation(reader).getByRole("img", { name: "q3-chart.png" }).waitFor();
      await reader.getByRole("button", { name: "Back to chats" }).waitFor();
      await screenshot(reader, "chat-room", "phone");
    } catch (error) {
      await screenshot(writer, "chat-flow-failure-anna", "desktop").catch(() => undefined);
      await screenshot(reader, "chat-flow-failure-ben", "desktop").catch(() => undefined);
      throw error;
    }
  }, 150_000);
});
