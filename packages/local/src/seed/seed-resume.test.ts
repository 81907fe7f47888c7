import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { purgeClient, clientIdByWorkspace } from "@intranet/core/clients";
import { db } from "@intranet/core/db";
import { config, PLATFORM_TENANT } from "@intranet/core/platform";
import { beforeAll, describe, expect, it } from "vitest";
import { bootstrapStorage } from "../storage";
import { demoCensus } from "./demo-census";
import { demoSteps } from "./demo-steps";
import { DEMO_WORKSPACE, seedDemo, type SeedOptions } from "./seed";
import { DEMO_SUPERADMIN_TOTP_SECRET } from "./superadmin";

/**
 * A first start stopped anywhere is completed by the next (issue 29 item 5). This file has a table
 * of its own, so its counts are exact: a clean demo's census is taken, the demo purged, then
 * seeded again through interruptions of each kind; the census must come out the same.
 */
process.env.SST_RESOURCE_Table = JSON.stringify({ name: `seed-resume-${randomUUID().slice(0, 8)}` });
beforeAll(() => bootstrapStorage({ tableName: config.tableName(), bucketName: config.bucketName() }));

const demoId = async () => (await clientIdByWorkspace(DEMO_WORKSPACE))!;

async function purgeDemo(): Promise<void> {
  const clientId = await demoId();
  await db().entities.client.patch({ clientId }).set({ status: "deleting" }).go();
  await purgeClient(clientId);
}

/** Throws from the seed's step hook at the given step and phase, as a kill there would stop it. */
function killAt(step: string, phase: "written" | "done"): SeedOptions["onStep"] {
  return (current, currentPhase) => {
    if (current === step && currentPhase === phase) throw new Error(`killed at ${step} (${phase})`);
  };
}

async function platformSuperadmins(): Promise<string[]> {
  const { data } = await db().entities.user.query.byTenant({ clientId: PLATFORM_TENANT }).go({ pages: "all" });
  return data.filter((user) => user.roles.includes("superadmin")).map((user) => user.login);
}

describe("an interrupted demo seed", () => {
  it(
    "is completed by the next start, whether cut inside a step, between steps or by Ctrl+C, " +
      "and comes out the same as a clean one, with one superadmin",
    { timeout: 600_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "intranet-seed-resume-"));
      // The first start names its superadmin; later ones do not.
      process.env.INTRANET_SUPERADMIN_LOGIN = "first-root";
      process.env.INTRANET_SUPERADMIN_PASSWORD = "first-root-pw1";
      const clean = await seedDemo({ dataDir });
      expect(clean).toMatchObject({ finished: true, created: { superadmin: true, demo: true } });
      delete process.env.INTRANET_SUPERADMIN_LOGIN;
      delete process.env.INTRANET_SUPERADMIN_PASSWORD;
      const expected = await demoCensus(await demoId());
      // One progress item per demo step (a module's step adds one).
      // 14 people (the superadmin too) and the 20 former employees of the analytics demo.
      expect(expected).toMatchObject({ user: 34, "raw local-seed": demoSteps.length });
      expect(expected["bucket files"]).toBeGreaterThan(0);
      await purgeDemo();
      expect(await clientIdByWorkspace(DEMO_WORKSPACE)).toBeUndefined();

      // Killed inside the wall (its posts written, the step not marked done).
      await expect(seedDemo({ dataDir, onStep: killAt("wall", "written") })).rejects.toThrow("killed at wall");
      // The next start finds the step half-done, seeds the workspace afresh, and is killed between steps.
      await expect(seedDemo({ dataDir, onStep: killAt("structure", "done") })).rejects.toThrow("killed at structure");
      // Then Ctrl+C once the calendar is done: the seed ends there, unfinished.
      let calendarDone = false;
      const stopped = await seedDemo({
        dataDir,
        onStep: (step, phase) => (calendarDone ||= step === "calendar" && phase === "done"),
        shouldStop: () => calendarDone,
      });
      expect(stopped.finished).toBe(false);
      // And a start left alone finishes it.
      const last = await seedDemo({ dataDir });
      expect(last).toMatchObject({ finished: true, created: { superadmin: false, demo: false } });
      expect(last.superadmin).toEqual({
        login: "first-root",
        password: null,
        twoFactorSecret: DEMO_SUPERADMIN_TOTP_SECRET,
      });

      expect(await demoCensus(await demoId())).toEqual(expected);
      expect(await platformSuperadmins()).toEqual(["first-root"]);
    },
  );
});
