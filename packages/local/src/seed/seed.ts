import { purgeClient } from "@intranet/core/clients";
import { db } from "@intranet/core/db";
import { reindexTenant } from "@intranet/core/search";
import { resyncDirectory } from "@intranet/core/audiences";
import "@intranet/functions/search-sources";
import { demoAdmin, demoEmployees } from "./demo-people";
import { demoSteps } from "./demo-steps";
import { DEMO_PASSWORD, ensurePeople, ensureWorkspace, type DemoWorkspace } from "./demo-workspace";
import { adoptEarlierSeed } from "./earlier-seed";
import { seedProgress } from "./progress";
import { DemoStepError } from "./step-error";
import { ensureSuperadmin } from "./superadmin";

export { DEMO_PASSWORD } from "./demo-workspace";
export const DEMO_WORKSPACE = "demo";

export interface SeedLogins {
  superadmin: { login: string; password: string | null; twoFactorSecret: string | null };
  demo: { workspace: string; admin: string; employees: string[]; password: string };
  created: { superadmin: boolean; demo: boolean };
  /** False when a stop was asked for before the last step: the next start goes on from there. */
  finished: boolean;
}

export interface SeedOptions {
  dataDir?: string;
  /** Asked between steps: a stop (Ctrl+C) lets the running step finish, and the seed ends there. */
  shouldStop?: () => boolean;
  /**
   * Told of each step: `written` once its data is in, before it is marked done (a throw there
   * leaves the step half-done, as a hard kill would); `done` once marked (a throw there is a stop
   * between steps). npm start prints progress; tests interrupt.
   */
  onStep?: (step: string, phase: "written" | "done") => void;
}

/**
 * The demo data `npm start` needs (issue 3 item 7, issue 29 item 5): the platform superadmin and a
 * `demo` workspace with an admin, a dozen employees and every module's content. Each step has its
 * own guard, so an interrupted seed is completed by the next start and a finished one is not
 * repeated: the superadmin, the workspace and each person by their uniqueness guard (rerun
 * freely), each module's content by its progress item (seed/progress.ts). A step found half-done
 * (the process was killed inside it) cannot be trusted to rerun over its own output, so the demo
 * workspace is purged (core's tenant purge) and seeded afresh; Ctrl+C never leaves one, since it
 * lets the running step finish. The directory and the search index are rebuilt after any step ran
 * (and until that rebuild has once finished), not at every start.
 */
export async function seedDemo(options: SeedOptions = {}): Promise<SeedLogins> {
  const superadmin = await ensureSuperadmin(options.dataDir);
  let workspace = await ensureWorkspace(superadmin.actor, DEMO_WORKSPACE);
  let states = await seedProgress(workspace.clientId).states();
  if (!workspace.created && !states.size) states = await adoptEarlierSeed(workspace.clientId);
  const cutOff = [...states].find(([, state]) => state === "running")?.[0];
  if (cutOff) {
    console.warn(`[seed] the demo's "${cutOff}" step was cut off last time: seeding the demo workspace afresh`);
    await purgeWorkspace(workspace);
    workspace = { ...(await ensureWorkspace(superadmin.actor, DEMO_WORKSPACE)), created: true };
    states = new Map();
  }
  const finished = await seedContent(workspace, states, options);
  return {
    superadmin: { login: superadmin.login, password: superadmin.password, twoFactorSecret: superadmin.twoFactorSecret },
    demo: {
      workspace: DEMO_WORKSPACE,
      admin: demoAdmin.login,
      employees: demoEmployees.map((person) => person.login),
      password: DEMO_PASSWORD,
    },
    created: { superadmin: superadmin.created, demo: workspace.created },
    finished,
  };
}

async function seedContent(
  workspace: DemoWorkspace,
  states: Map<string, string>,
  options: SeedOptions,
): Promise<boolean> {
  const { clientId, rights } = workspace;
  const people = await ensurePeople(workspace);
  const progress = seedProgress(clientId);
  let ran = 0;
  for (const step of demoSteps) {
    if (states.get(step.name) === "done") continue;
    if (options.shouldStop?.()) return false;
    await progress.begin(step.name);
    await step.run({ clientId, people, rights }).catch((error: unknown) => {
      throw new DemoStepError(step.name, error);
    });
    options.onStep?.(step.name, "written");
    await progress.finish(step.name);
    options.onStep?.(step.name, "done");
    ran += 1;
  }
  if (options.shouldStop?.()) return false;
  if (!ran && (await progress.indexed())) return true;
  // The seed writes some records directly (profiles, dates in the past), without the events that
  // sync and index them: the demo's directory (address-book cards, audiences) is re-synced and its
  // search index rebuilt from its data (idempotent, a second or two). Cards first: people's
  // search documents take their department from them. Marked done only after (never "running":
  // a start cut off here simply rebuilds them, nothing to purge); a later start skips it.
  await resyncDirectory(clientId);
  await reindexTenant(clientId);
  await progress.markIndexed();
  return true;
}

/** Everything of the demo workspace, with core's purge (which wants the client marked `deleting` first). */
async function purgeWorkspace({ clientId }: DemoWorkspace): Promise<void> {
  await db().entities.client.patch({ clientId }).set({ status: "deleting" }).go();
  await purgeClient(clientId);
}
