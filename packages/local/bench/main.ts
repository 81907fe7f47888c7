import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { mergeSections, renderReport, type Section } from "./report";
import type { BenchContext, Suite } from "./suite";

/**
 * `npm run bench`: runs every suite (`*.suite.ts` in this folder, by `order`) and writes
 * docs/benchmarks.md. A new section is a new `<name>.suite.ts` exporting a `Suite`.
 */
const benchDir = dirname(fileURLToPath(import.meta.url));
/**
 * BENCH_ONLY=fanout,feed runs only those: their sections are printed, and docs/benchmarks.md is not
 * rewritten unless BENCH_MERGE=1, which replaces just those sections there (each says it comes from
 * a partial run, with its date), keeping the rest of the last full run.
 */
const only = process.env.BENCH_ONLY?.split(",").map((id) => id.trim());
const merge = process.env.BENCH_MERGE === "1";

const isSuite = (value: unknown): value is Suite =>
  typeof value === "object" && value !== null && typeof (value as Suite).run === "function" && "order" in value;

async function discoverSuites(): Promise<Suite[]> {
  const files = readdirSync(benchDir).filter((name) => name.endsWith(".suite.ts"));
  const modules = await Promise.all(files.map((name) => import(pathToFileURL(join(benchDir, name)).href)));
  const all = modules.flatMap((module: Record<string, unknown>) => Object.values(module).filter(isSuite));
  return all.filter((suite) => !only || only.includes(suite.id)).sort((a, b) => a.order - b.order);
}

const repoRoot = resolve(benchDir, "../../..");
const outFile = join(repoRoot, "docs", "benchmarks.md");

const cleanups: (() => Promise<void> | void)[] = [];
const childPids = new Set<number>();

async function runCleanups(): Promise<void> {
  while (cleanups.length) {
    const cleanup = cleanups.pop()!;
    try {
      await cleanup();
    } catch (error) {
      console.error("[bench] cleanup failed:", error);
    }
  }
}

// Last resort for abrupt exits: never leave DynamoDB Local's Java process behind.
process.on("exit", () => {
  for (const pid of childPids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      /* already gone */
    }
  }
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n[bench] ${signal}: stopping…`);
    void runCleanups().finally(() => process.exit(130));
  });
}

/** After the cleanups every tracked child must be gone; say so, and kill any that is not. */
function reapChildren(context: BenchContext): void {
  for (const pid of childPids) {
    try {
      process.kill(pid, 0);
    } catch {
      context.log(`child process ${pid} has stopped`);
      childPids.delete(pid);
      continue;
    }
    context.log(`child process ${pid} still running after cleanup: killing it`);
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      /* gone meanwhile */
    }
  }
}

async function main(): Promise<number> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true"; // Node 20 locally; Lambda runs 22
  const date = new Date();
  const workDir = mkdtempSync(join(tmpdir(), "intranet-bench-"));
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
  const context: BenchContext = {
    repoRoot,
    workDir,
    log: (message) => console.log(`[bench] ${message}`),
    defer: (cleanup) => void cleanups.push(cleanup),
    trackPid: (pid) => void childPids.add(pid),
  };

  const sections: Section[] = [];
  let failed = false;
  try {
    for (const suite of await discoverSuites()) {
      const started = performance.now();
      context.log(`${suite.id}: start`);
      try {
        sections.push({ title: suite.title, body: await suite.run(context) });
        context.log(`${suite.id}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      } catch (error) {
        failed = true;
        console.error(`[bench] ${suite.id} failed:`, error);
      }
    }
  } finally {
    await runCleanups();
    reapChildren(context);
  }
  if (failed) {
    console.error(`[bench] not writing ${outFile}: a suite failed`);
    return 1;
  }
  if (only) {
    for (const section of sections) console.log(`\n## ${section.title}\n\n${section.body}`);
    if (!merge) return 0;
    const partial = sections.map((section) => ({
      ...section,
      body: `_Measured in a partial run (\`BENCH_ONLY=${only.join(",")}\`) on ${date.toISOString()}; the other sections come from the last full run._\n\n${section.body}`,
    }));
    writeFileSync(outFile, await mergeSections(readFileSync(outFile, "utf8"), partial, outFile));
    context.log(`merged ${partial.length} section(s) into ${outFile}`);
    return 0;
  }
  writeFileSync(outFile, await renderReport(sections, { date, outFile }));
  context.log(`wrote ${outFile}`);
  return 0;
}

// Exit explicitly: keep-alive sockets of the SDK and fetch would otherwise hold the process open.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("[bench]", error);
    process.exit(1);
  },
);
