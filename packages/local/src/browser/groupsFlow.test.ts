import type { Actor } from "@intranet/contracts";
import { createGroupBodySchema } from "@intranet/contracts/groups";
import { createGroup } from "@intranet/core/groups";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalRuntime } from "../runtime";
import { employeeAccount } from "./accounts";
import { screenshot, viewports } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage, sharedBrowserStack } from "./stack";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

const rights = ["wall", "groups", "address_book"] as const;

/** A group card of a list, by the group's name. */
const groupCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

/**
 * Issue 17's flow: an employee asks to join a closed group; its owner, signed in elsewhere, approves
 * the request; the employee's notification arrives live, the group opens up without a reload and
 * they post on its wall. A private group stays invisible to them: not listed, and its page is "not found".
 */
describe.skipIf(skipReason)("groups in a real browser", () => {
  let runtime: LocalRuntime;
  let ownerBrowser: Browser;
  let memberBrowser: Browser;

  beforeAll(async () => {
    runtime = await sharedBrowserStack();
    [ownerBrowser, memberBrowser] = await Promise.all([launchChromium(), launchChromium()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([ownerBrowser?.close(), memberBrowser?.close()]);
  });

  it("a request to a closed group is approved live, the new member posts; a private group stays hidden", async () => {
    const owner = await employeeAccount([...rights], { firstName: "Olivia", lastName: "Owner" });
    const joiner = await employeeAccount([...rights], {
      clientId: owner.clientId,
      firstName: "Ivan",
      lastName: "Joiner",
    });
    const ownerActor: Actor = {
      userId: owner.userId,
      tenantId: owner.clientId,
      homeTenantId: owner.clientId,
      roles: ["employee"],
      rights: [...rights],
    };
    const guild = await createGroup(
      ownerActor,
      createGroupBodySchema.parse({
        name: "Design guild",
        description: "Design reviews every Thursday and a library of patterns.",
        type: "closed",
      }),
    );
    const board = await createGroup(
      ownerActor,
      createGroupBodySchema.parse({ name: "Board room", description: "The board's own space.", type: "private" }),
    );
    await runtime.bus.drain();

    const url = runtime.gateway.url;
    const member = await signedInPage(memberBrowser, url, joiner);
    const manager = await signedInPage(ownerBrowser, url, owner);
    member.setDefaultTimeout(15_000);
    manager.setDefaultTimeout(15_000);
    try {
      // All groups: the closed one is found, the private one is not.
      await member.goto(`${url}/groups/?tab=all`);
      await groupCard(member, "Design guild").waitFor();
      expect(await groupCard(member, "Board room").count()).toBe(0);
      await groupCard(member, "Design guild").getByRole("button", { name: "Request to join" }).click();
      await groupCard(member, "Design guild").getByText("Request sent").waitFor();
      await screenshot(member, "groups-all-requested", "desktop");

      // Its page keeps the wall for members.
      await member.goto(`${url}/group/${guild._id}`);
      await member.getByText("Join the group to see its posts").waitFor();
      await member.getByRole("button", { name: "Withdraw request" }).first().waitFor();

      // The owner approves the request from the group's Requests tab.
      await manager.goto(`${url}/group/${guild._id}?tab=requests`);
      await manager.getByRole("tab", { name: "Requests 1" }).waitFor();
      await screenshot(manager, "groups-requests", "desktop");
      await manager.getByRole("button", { name: "Approve" }).click();
      await manager.getByText("Ivan Joiner joined the group").waitFor();
      await manager.getByText("No pending requests").waitFor();

      // The new member hears it live, and the group opens up without a reload.
      await member.locator(".notification-toaster").getByText("Welcome to Design guild").waitFor();
      const text = member.getByLabel("Post text");
      await text.waitFor();
      await member.getByText("Member", { exact: true }).first().waitFor();
      await text.fill("Hello guild! Happy to join the Thursday reviews.");
      await member.getByRole("button", { name: "Publish" }).click();
      await member.locator("article.wall-post").filter({ hasText: "Hello guild!" }).waitFor();
      await screenshot(member, "groups-member-posted", "desktop");

      // The private group: "not found" for someone outside it.
      await member.goto(`${url}/group/${board._id}`);
      await member.getByText("Group not found").waitFor();

      // Phone: the lists and the group page.
      await member.setViewportSize(viewports.phone);
      await member.goto(`${url}/groups/`);
      await groupCard(member, "Design guild").getByText("Member", { exact: true }).waitFor();
      await screenshot(member, "groups-mine", "phone");
      await member.goto(`${url}/group/${guild._id}`);
      await member.locator("article.wall-post").filter({ hasText: "Hello guild!" }).waitFor();
      await screenshot(member, "groups-wall", "phone");
    } catch (error) {
      await screenshot(member, "groups-flow-failure-member", "desktop").catch(() => undefined);
      await screenshot(manager, "groups-flow-failure-owner", "desktop").catch(() => undefined);
      throw error;
    }
  }, 150_000);
});
