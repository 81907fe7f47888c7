import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { freePort } from "./emulators/free-port";

/**
 * `npm start` as a user runs it: a real process with its own emulators and data directory,
 * serving the API and the SPA, and leaving no process behind after Ctrl+C (SIGINT).
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const dataDir = mkdtempSync(join(tmpdir(), "intranet-start-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Started = { child: ChildProcess; output: () => string };

/**
 * `npm start`'s command (`start.ts`, which runs `main.ts` in a group of its own) in a process of its
 * own, in its own process group when `detached` (as a terminal runs `npm start`: Ctrl+C signals the
 * whole group).
 */
function launch(port: number, directory = dataDir, detached = false): Started {
  const child = spawn(process.execPath, ["--import", "tsx", "packages/local/src/start.ts"], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), INTRANET_DATA_DIR: directory, AWS_ENDPOINT_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
    detached,
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitFor(started: Started, pattern: RegExp, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(started.output())) {
    if (started.child.exitCode !== null) throw new Error(`npm start exited early:\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`npm start did not log ${pattern}:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function start(port: number): Promise<Started> {
  const started = launch(port);
  // The first start answers only once the demo seed is done (a minute or more on a loaded 2-core machine).
  await waitFor(started, /Intranet is running/);
  return started;
}

/** SIGINT to the process alone, or to its whole group (what a terminal's Ctrl+C does). */
async function interrupt(child: ChildProcess, group = false): Promise<number | null> {
  // "close", not "exit": by then its output is read to the end (its last line, "Stopped.", came after "exit" once).
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  if (group) process.kill(-child.pid!, "SIGINT");
  else child.kill("SIGINT");
  return exited;
}

/** Processes whose command line mentions the data directory: DynamoDB Local's Java, if left behind. */
function leftovers(directory = dataDir): string[] {
  const result = spawnSync("ps", ["-eo", "pid,args"], { encoding: "utf8" });
  return result.stdout.split("\n").filter((line) => line.includes(directory));
}

/** The pids of a process's children. */
function childrenOf(pid: number): number[] {
  const result = spawnSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" });
  return result.stdout
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter(Boolean);
}

/** The pid of the `main.ts` a launcher (`start.ts`) runs (its other child is tsx's esbuild). */
function mainOf(launcher: ChildProcess): number {
  const mains = childrenOf(launcher.pid!).filter((pid) =>
    spawnSync("ps", ["-o", "args=", "-p", String(pid)], { encoding: "utf8" }).stdout.includes("main.ts"),
  );
  expect(mains).toHaveLength(1);
  return mains[0]!;
}

/** The demo steps a start's log reports done, in order. */
const stepsDone = (output: string) => [...output.matchAll(/ {2}demo (\S+): done/g)].map((match) => match[1]);

/**
 * One data directory for both tests, so that the demo is seeded once (a minute and more of a
 * loaded 2-core machine, the larger part of this file): the Ctrl+C test's starts seed it, cut off
 * and resumed, and the restart test starts on it. Each test also stands alone (`-t`).
 */
describe("npm start", () => {
  let seeded = false;

  it(
    "on a terminal's Ctrl+C (SIGINT to its whole process group) during the seed, finishes the current step " +
      "with the emulator still up, leaves no process, and the next start goes on from there; " +
      "an emulator left by a killed start is stopped by the next",
    async () => {
      const started: Started[] = [];
      onTestFinished(() => {
        // Only if the test failed half-way: whatever it started is killed, emulators too.
        const kill = (pid: number) => {
          try {
            process.kill(pid, "SIGKILL");
          } catch {
            /* gone already */
          }
        };
        for (const { child } of started) {
          for (const pid of childrenOf(child.pid!)) kill(-pid); // main.ts leads a group of its own
          kill(-child.pid!);
        }
        for (const line of leftovers()) kill(Number(line.trim().split(/\s+/)[0]));
      });
      const port = await freePort();
      const first = launch(port, dataDir, true);
      started.push(first);
      await waitFor(first, / {2}demo \S+: done/); // a step is done: the next is running
      // A first start: the table is created, and the address is told before the seed.
      expect(first.output()).toContain("table created");
      expect(first.output()).toContain(`http://127.0.0.1:${port}`);
      expect(await interrupt(first.child, true), first.output()).toBe(0);
      const log = first.output();
      const afterCtrlC = log.slice(log.indexOf("SIGINT: stopping"));
      expect(afterCtrlC).toContain("Finishing the demo seed's current step first");
      // Once, the Java emulator died with the group: the step failed ("socket hang up"), not finished.
      expect(stepsDone(afterCtrlC)).toHaveLength(1);
      expect(afterCtrlC).toContain("Stopped.");
      expect(log).not.toMatch(/hang up|ECONNRESET|ECONNREFUSED|failed/);
      expect(leftovers()).toEqual([]);

      const second = launch(port, dataDir, true);
      started.push(second);
      await waitFor(second, /Intranet is running/);
      expect(second.output()).not.toContain("cut off last time"); // resumed, not purged and seeded afresh
      expect(stepsDone(second.output()).filter((step) => stepsDone(log).includes(step))).toEqual([]);
      expect(stepsDone(second.output()).length).toBeGreaterThan(0);

      // Its `main.ts` killed outright (SIGKILL): nothing stops its emulator, which keeps running on the data directory.
      const killed = new Promise((resolve) => second.child.once("exit", resolve));
      process.kill(mainOf(second.child), "SIGKILL");
      expect(await killed).toBe(128 + 9); // the launcher ends as its `main.ts` did
      expect(leftovers().length).toBeGreaterThan(0);
      const third = launch(port, dataDir, true);
      started.push(third);
      await waitFor(third, /Intranet is running/);
      expect(third.output()).toContain("Stopped a DynamoDB Local an earlier start left running");
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      expect(await interrupt(third.child, true), third.output()).toBe(0);
      expect(leftovers()).toEqual([]);
      seeded = true;
    },
    600_000,
  );

  it("serves the API and the SPA, keeps data across restarts, and stops cleanly on Ctrl+C", async () => {
    const port = await freePort();
    if (!seeded) {
      // Run alone (or after the test above failed): an earlier start seeds the directory.
      const earlier = await start(port);
      expect(await interrupt(earlier.child), earlier.output()).toBe(0);
    }
    const started = await start(port);
    expect(started.output()).toContain(`http://127.0.0.1:${port}`);
    expect(started.output()).toContain("table exists");
    expect(await (await fetch(`http://127.0.0.1:${port}/api/env`)).json()).toEqual({ vendor: "default" });
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    if (existsSync(join(repoRoot, "web", "dist", "index.html"))) expect(await page.text()).toContain('<div id="root">');
    expect(leftovers().length).toBeGreaterThan(0);
    expect(await interrupt(started.child), started.output()).toBe(0);
    expect(leftovers()).toEqual([]);
  }, 480_000);
});
