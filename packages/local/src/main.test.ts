import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./emulators/free-port";

/**
 * `npm start` as a user runs it: a real process with its own emulators and data directory,
 * serving the API and the SPA, and leaving no process behind after Ctrl+C (SIGINT).
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const dataDir = mkdtempSync(join(tmpdir(), "intranet-start-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "packages/local/src/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), INTRANET_DATA_DIR: dataDir, AWS_ENDPOINT_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // The first start answers only once the demo seed is done (a minute or more on a loaded 2-core machine).
  const deadline = Date.now() + 240_000;
  while (!output.includes("Intranet is running")) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output };
}

async function interrupt(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGINT");
  return exited;
}

/** Processes whose command line mentions the data directory: DynamoDB Local's Java, if left behind. */
function leftovers(): string[] {
  const result = spawnSync("ps", ["-eo", "pid,args"], { encoding: "utf8" });
  return result.stdout.split("\n").filter((line) => line.includes(dataDir));
}

describe("npm start", () => {
  it("serves the API and the SPA, keeps data across restarts, and stops cleanly on Ctrl+C", async () => {
    const port = await freePort();
    const first = await start(port);
    expect(first.output()).toContain(`http://127.0.0.1:${port}`);
    expect(first.output()).toContain("table created");
    expect(await (await fetch(`http://127.0.0.1:${port}/api/env`)).json()).toEqual({ vendor: "default" });
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    if (existsSync(join(repoRoot, "web", "dist", "index.html"))) expect(await page.text()).toContain('<div id="root">');
    expect(leftovers().length).toBeGreaterThan(0);
    expect(await interrupt(first.child)).toBe(0);
    expect(leftovers()).toEqual([]);

    const second = await start(port);
    expect(second.output()).toContain("table exists");
    expect(await interrupt(second.child)).toBe(0);
    expect(leftovers()).toEqual([]);
  }, 480_000);
});
