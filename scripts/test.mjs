#!/usr/bin/env node
// `npm test`: every check and test group as a stage, one at a time on 2 cores (more with --jobs)
// (docs/testing.md). `npm test -- <module> [<module>…]`: one module's tests at every level.
import console from "node:console";
import process from "node:process";
import { mkdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { moduleTestFiles, projectOf } from "./test-files.mjs";
import { runStages } from "./test-stages.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const logDir = join(root, ".test-artifacts", "test-logs");

/** vitest's projects (vitest.config.ts), longest first: the scheduler starts stages in this order. */
const vitestProjects = ["http", "browser", "core", "start", "web", "web-isolated"];

function vitestStage(project, files = []) {
  const report = join(logDir, `test-${project}.json`);
  return {
    name: `test:${project}`,
    command: ["npx", "--no-install", "vitest", "run", "--project", project, ...files],
    extraArgs: ["--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    report,
    // The browser flows load the built SPA.
    needs: project === "browser" ? ["build:web"] : [],
  };
}

/** Every `typecheck:*` and `lint:*` script is a stage of its own: a new check is picked up as it is added. */
function staticStages() {
  const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts;
  return Object.keys(scripts)
    .filter((name) => /^(typecheck|lint):/.test(name))
    .map((name) => ({ name, command: ["npm", "run", "--silent", name], needs: [] }));
}

const buildWeb = { name: "build:web", command: ["npm", "run", "--silent", "build:web"], needs: [] };

/**
 * Stages at once: one by default. Measured on the 2-core machine (docs/testing.md): two test stages
 * side by side each start their own DynamoDB Local and vitest forks, and the emulators then time out
 * under the load (npm start's seed, the chat's 1,000 concurrent sends, the notification counters all
 * failed), so the stages run one after another; `--jobs` / TEST_JOBS for a machine with more cores.
 */
const defaultJobs = Math.max(1, Math.floor(availableParallelism() / 4));

function parseArgs(argv) {
  const options = { jobs: Number(process.env.TEST_JOBS) || defaultJobs, modules: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--jobs" || arg === "-j") options.jobs = Number(argv[++i]);
    else if (arg.startsWith("--jobs=")) options.jobs = Number(arg.slice("--jobs=".length));
    else if (arg === "--help" || arg === "-h") options.help = true;
    else options.modules.push(arg);
  }
  return options;
}

function wholeSuite() {
  // Build first among the short stages so the browser flows can start early.
  const [longest, ...rest] = vitestProjects.map((project) => vitestStage(project));
  return [longest, buildWeb, ...rest, ...staticStages()];
}

function moduleSuite(modules) {
  const files = moduleTestFiles(root, modules);
  if (files.length === 0) {
    console.error(`No test files found for ${modules.join(", ")} (see docs/testing.md for how files are matched).`);
    process.exit(1);
  }
  const byProject = new Map();
  for (const file of files) {
    const project = projectOf(file);
    byProject.set(project, [...(byProject.get(project) ?? []), file]);
  }
  console.log(`${files.length} test files for ${modules.join(", ")}:`);
  for (const [project, list] of byProject) console.log(`  ${project}: ${list.join(" ")}`);
  const stages = vitestProjects.filter((p) => byProject.has(p)).map((p) => vitestStage(p, byProject.get(p)));
  return byProject.has("browser") ? [buildWeb, ...stages] : stages;
}

const options = parseArgs(process.argv.slice(2));
if (options.help) {
  console.log("npm test                      every check and test as stages (CI runs this)");
  console.log("npm test -- <module> [...]    one module's tests: core, HTTP, web components, browser flow");
  console.log(
    "  --jobs N                    stages at once (default: a quarter of the cores, at least one; TEST_JOBS too)",
  );
  process.exit(0);
}
mkdirSync(logDir, { recursive: true });
const stages = options.modules.length ? moduleSuite(options.modules) : wholeSuite();
const ok = await runStages(stages, { jobs: Math.max(1, options.jobs), logDir, cwd: root });
process.exit(ok ? 0 : 1);
