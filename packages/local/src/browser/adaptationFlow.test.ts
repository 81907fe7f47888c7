import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor, FeatureRight } from "@intranet/contracts";
import { createStepBodySchema, createTrackBodySchema } from "@intranet/contracts/adaptation";
import { createStage, createStep, createTrack, listFor } from "@intranet/core/adaptation";
import { listNotifications } from "@intranet/core/notifications";
import type { LocalRuntime } from "../runtime";
import { employeeAccount } from "./accounts";
import { screenshot } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage, sharedBrowserStack } from "./stack";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;
const rights: FeatureRight[] = ["adaptation"];
const actor = (account: { userId: string; clientId: string }, admin = false): Actor => ({
  userId: account.userId,
  tenantId: account.clientId,
  homeTenantId: account.clientId,
  roles: admin ? ["admin", "employee"] : ["employee"],
  rights,
});
const DAY = 86_400_000;

/**
 * Issue 35's flow: HR adds a newcomer with a mentor in the track's users tab; the newcomer sees the
 * day-one steps and finishes one; the mentor, on the newcomer's page, sees it done without
 * reloading; the clock moves a week and the first week's step opens (and the newcomer is told).
 */
describe.skipIf(skipReason)("the adaptation in a real browser", () => {
  let runtime: LocalRuntime;
  // One browser each: a browser's pages share its session, as two people's would not.
  let hrBrowser: Browser;
  let mentorBrowser: Browser;

  beforeAll(async () => {
    runtime = await sharedBrowserStack();
    [hrBrowser, mentorBrowser] = await Promise.all([launchChromium(), launchChromium()]);
  }, 120_000);

  afterAll(async () => {
    // The other flows' timers are set on the system's clock.
    await runtime?.resetClock();
    await Promise.all([hrBrowser?.close(), mentorBrowser?.close()]);
  });

  it(
    "HR adds a newcomer; they finish a day-one step, seen live by the mentor; a week later the next stage opens",
    { timeout: 180_000 },
    async () => {
      const admin = await employeeAccount(rights, {
        roles: ["admin", "employee"],
        firstName: "Alice",
        lastName: "Admin",
      });
      const tenant = admin.clientId;
      const hr = await employeeAccount(rights, { clientId: tenant, firstName: "Hanna", lastName: "Hughes" });
      const mentor = await employeeAccount(rights, { clientId: tenant, firstName: "Max", lastName: "Miller" });
      const newcomer = await employeeAccount(rights, { clientId: tenant, firstName: "Nina", lastName: "Novak" });
      let track = await createTrack(
        actor(admin, true),
        tenant,
        createTrackBodySchema.parse({ name: "Welcome aboard", hrIds: [hr.userId] }),
      );
      const scenarioId = track.scenarios[0]!._id;
      for (const [stage, steps] of [
        [
          "First day",
          [
            { kind: "task", name: "Get your laptop" },
            { kind: "task", name: "Meet the team" },
          ],
        ],
        ["First week", [{ kind: "task", name: "Ship your first fix", daysBeforeRun: 7 }]],
      ] as const) {
        track = await createStage(actor(admin, true), track._id, { scenarioId, name: stage, revision: track.revision });
        const stageId = track.scenarios[0]!.stages.at(-1)!._id;
        for (const step of steps)
          track = await createStep(
            actor(admin, true),
            track._id,
            createStepBodySchema.parse({ stageId, step, revision: track.revision }),
          );
      }
      const url = runtime.gateway.url;

      // HR adds the newcomer with a mentor in the track's users tab.
      const hrPage = await signedInPage(hrBrowser, url, hr);
      hrPage.setDefaultTimeout(15_000);
      await hrPage.goto(`${url}/adaptation/${track._id}`);
      await hrPage.getByRole("tab", { name: "Users" }).click();
      await hrPage.getByRole("button", { name: "Add a newcomer" }).first().click();
      const dialog = hrPage.getByRole("dialog");
      const pick = async (label: string, name: string) => {
        const field = dialog.locator(".bp6-form-group, .bp5-form-group").filter({ hasText: label }).first();
        await field.getByRole("searchbox").fill(name.split(" ")[0]!);
        await field.getByRole("button", { name }).click();
      };
      await pick("Employee", "Nina Novak");
      await pick("Mentor", "Max Miller");
      await screenshot(hrPage, "adaptation-add-newcomer", "desktop");
      await dialog.getByRole("button", { name: "Add", exact: true }).click();
      await hrPage
        .getByRole("link", { name: /Nina Novak/ })
        .first()
        .waitFor();
      const [adaptation] = await listFor(actor(newcomer), newcomer.userId);
      expect(adaptation).toMatchObject({ mentorId: mentor.userId, hrId: hr.userId, status: "running" });

      // The mentor has the newcomer's page open.
      const mentorPage = await signedInPage(mentorBrowser, url, mentor);
      mentorPage.setDefaultTimeout(15_000);
      await mentorPage.goto(`${url}/adaptation/user/${adaptation!._id}`);
      const laptopRow = mentorPage.locator("li.adapt-step").filter({ hasText: "Get your laptop" });
      await laptopRow.waitFor();
      expect(await laptopRow.getAttribute("class")).toContain("adapt-step-open");

      // The newcomer (signing in where HR was) sees today's steps and finishes one.
      const newcomerPage = await signedInPage(hrBrowser, url, newcomer);
      newcomerPage.setDefaultTimeout(15_000);
      await newcomerPage.goto(`${url}/adaptation`);
      const today = newcomerPage.getByRole("list", { name: "What to do today" });
      await today.getByText("Get your laptop").waitFor();
      await today.getByText("Meet the team").waitFor();
      expect(await today.getByText("Ship your first fix").count()).toBe(0);
      await screenshot(newcomerPage, "adaptation-newcomer-today", "desktop");
      await today.locator("li").filter({ hasText: "Get your laptop" }).getByRole("button", { name: "Done" }).click();
      await expect.poll(() => today.getByText("Get your laptop").count()).toBe(0);

      // The mentor sees it done without reloading.
      await expect.poll(() => laptopRow.getAttribute("class"), { timeout: 15_000 }).toContain("adapt-step-done");
      await screenshot(mentorPage, "adaptation-mentor-live", "desktop");

      // A week later (in the morning): the timer opens the first week's step and tells the newcomer.
      const weekLater = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
      await runtime.advanceClock(Date.parse(`${weekLater}T07:00:00Z`) - Date.now());
      await expect
        .poll(
          async () =>
            (
              await listNotifications(
                actor(newcomer),
                { client_id: tenant, section: "adapt", user_id: newcomer.userId, time: { before: "now" as const } },
                {},
              )
            ).items.map((note) => note.title),
          { timeout: 20_000 },
        )
        .toContain("Today in your adaptation: “Ship your first fix”");
      await newcomerPage.reload();
      await today.getByText("Ship your first fix").waitFor();
      await screenshot(newcomerPage, "adaptation-week-later", "desktop");
    },
  );
});
