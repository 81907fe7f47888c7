import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor, FeatureRight } from "@intranet/contracts";
import { addTaskBodySchema, createDeskBodySchema } from "@intranet/contracts/taskTracker";
import { listNotifications } from "@intranet/core/notifications";
import { connectionsOfUser } from "@intranet/core/realtime";
import { addTask, createDesk, getDesk } from "@intranet/core/taskTracker";
import type { LocalRuntime } from "../runtime";
import { employeeAccount } from "./accounts";
import { screenshot } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage, sharedBrowserStack } from "./stack";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;
const rights: FeatureRight[] = ["task_tracker", "desk_add"];
const actor = (account: { userId: string; clientId: string }): Actor => ({
  userId: account.userId,
  tenantId: account.clientId,
  homeTenantId: account.clientId,
  roles: ["employee"],
  rights,
});

/**
 * Issue 34's flow: two people have the same board open; one drags a card to another lane and
 * confirms, and the other sees it move without reloading; the other ticks a checklist item and
 * comments, mentioning the first, who is notified.
 */
describe.skipIf(skipReason)("the task tracker in a real browser", () => {
  let runtime: LocalRuntime;
  // One browser each: a browser's pages share its session, as two people's would not.
  let ownerBrowser: Browser;
  let memberBrowser: Browser;

  beforeAll(async () => {
    runtime = await sharedBrowserStack();
    [ownerBrowser, memberBrowser] = await Promise.all([launchChromium(), launchChromium()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([ownerBrowser?.close(), memberBrowser?.close()]);
  });

  it(
    "a card dragged to another lane (confirmed) moves live on a colleague's board; a tick and a mention follow",
    { timeout: 150_000 },
    async () => {
      const owner = await employeeAccount(rights, { firstName: "Olga", lastName: "Owner" });
      const tenant = owner.clientId;
      const member = await employeeAccount(rights, { clientId: tenant, firstName: "Eddie", lastName: "Editor" });
      const desk = await createDesk(
        actor(owner),
        tenant,
        createDeskBodySchema.parse({
          name: "Release 2.4",
          type: "closed",
          grants: [{ audience: { kind: "users", userIds: [member.userId] }, level: "write" }],
        }),
      );
      const [todo, doing] = desk.lanes;
      const task = await addTask(
        actor(owner),
        desk._id,
        todo!._id,
        addTaskBodySchema.parse({
          name: "Ship the release",
          performerId: member.userId,
          checklist: [{ text: "Write the changelog" }, { text: "Tag the build" }],
        }),
      );
      const url = runtime.gateway.url;
      const lane = (page: Awaited<ReturnType<typeof signedInPage>>, name: string) =>
        page.locator("section.tt-lane").filter({ has: page.getByRole("heading", { name, exact: true }) });

      // The colleague has the board open first.
      const watcher = await signedInPage(memberBrowser, url, member);
      watcher.setDefaultTimeout(15_000);
      await watcher.goto(`${url}/desk/${desk._id}`);
      await lane(watcher, "To do").getByText("Ship the release").waitFor();
      // Its socket has told the server it shows the board (as a person would wait for the page to settle).
      await expect
        .poll(async () => (await connectionsOfUser(tenant, member.userId, true)).map((tab) => tab.watching), {
          timeout: 15_000,
        })
        .toContain(`desk:${desk._id}`);

      // The owner drags the card by its handle onto "In progress" and confirms.
      const mover = await signedInPage(ownerBrowser, url, owner);
      mover.setDefaultTimeout(15_000);
      await mover.goto(`${url}/desk/${desk._id}`);
      const handle = mover.getByRole("button", { name: "Drag to move: Ship the release" });
      await handle.waitFor();
      const from = (await handle.boundingBox())!;
      const to = (await lane(mover, "In progress").boundingBox())!;
      await mover.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await mover.mouse.down();
      await mover.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
      await mover.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 20 });
      // Dropped once the lane shows the card is over it.
      await mover.locator("section.tt-lane.tt-lane-over").filter({ hasText: "In progress" }).waitFor();
      await mover.mouse.up();
      const confirm = mover.getByRole("alertdialog").filter({ hasText: "Move «Ship the release» to «In progress»?" });
      await confirm.waitFor();
      await screenshot(mover, "task-tracker-confirm-move", "desktop");
      await confirm.getByRole("button", { name: "Move", exact: true }).click();
      await lane(mover, "In progress").getByText("Ship the release").waitFor();

      // The colleague's board follows without a reload.
      await lane(watcher, "In progress").getByText("Ship the release").waitFor();
      expect(await lane(watcher, "To do").getByText("Ship the release").count()).toBe(0);
      const moved = await getDesk(actor(owner), desk._id);
      expect(moved.cards.find((card) => card._id === task._id)?.laneId).toBe(doing!._id);
      await screenshot(watcher, "task-tracker-live-move", "desktop");

      // The colleague opens the task, ticks an item and comments, mentioning the owner.
      await lane(watcher, "In progress").getByRole("button", { name: "Ship the release", exact: true }).click();
      const drawer = watcher.getByRole("dialog");
      // Blueprint's checkbox draws its own box over the input: the person clicks the label.
      const tick = drawer.getByRole("checkbox", { name: "Write the changelog" });
      await tick.locator("xpath=..").click();
      await expect.poll(() => tick.isChecked()).toBe(true);
      await drawer.getByText("1 of 2 done").waitFor();
      const comment = drawer.getByLabel("Your comment");
      await comment.click();
      await comment.pressSequentially("@Olg");
      await watcher.getByRole("option", { name: /Olga Owner/ }).click();
      await comment.pressSequentially(" the changelog is ready for your review");
      await drawer.getByRole("button", { name: "Send" }).click();
      await drawer.getByText("the changelog is ready for your review").waitFor();
      await screenshot(watcher, "task-tracker-drawer", "desktop");

      // The owner's card shows the tick live; the mention reaches them.
      await lane(mover, "In progress").getByLabel("Checklist: 1 of 2").waitFor();
      await runtime.bus.drain();
      const notes = await listNotifications(
        actor(owner),
        { client_id: tenant, section: "tasks", user_id: owner.userId, time: { before: "now" as const } },
        {},
      );
      expect(notes.items.map((note) => note.title)).toContain("Eddie Editor mentioned you in “Ship the release”");
      await watcher.close();
      await mover.close();
    },
  );
});
