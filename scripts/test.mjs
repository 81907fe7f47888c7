#!/usr/bin/env node
// `npm test`: every check and test group as a stage, as many at once as the cores allow (--cores),
// one emulator stage at a time (docs/testing.md). `npm test -- <module> [<module>…]`: one module's tests at every level.
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

/** vitest's projects (vitest.config.ts), longest first. */
const vitestProjects = ["http", "browser", "core", "start", "web", "web-isolated"];

/**
 * What each vitest project keeps busy: its workers (vitest.config.ts; the browser flows and the
 * start tests run one file at a time, mostly waiting on Chromium or the seed), and whether it
 * starts the emulators.
 */
const projectLoad = {
  http: { cores: 2, emulators: true },
  browser: { cores: 1, emulators: true },
  core: { cores: 2, emulators: true },
  start: { cores: 2, emulators: true },
  web: { cores: 2, emulators: false },
  // One worker: it then fits beside the browser flows once the static checks are done (that core
  // idled for about two minutes), instead of taking both cores after them.
  "web-isolated": { cores: 1, emulators: false, workers: 1 },
};

function vitestStage(project, files = []) {
  const report = join(logDir, `test-${project}.json`);
  const { workers, ...load } = projectLoad[project];
  return {
    ...load,
    name: `test:${project}`,
    command: ["npx", "--no-install", "vitest", "run", "--project", project, ...files],
    extraArgs: [
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
      ...(workers ? [`--maxWorkers=${workers}`] : []),
    ],
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
    .map((name) => ({ name, command: ["npm", "run", "--silent", name], needs: [], cores: 1 }));
}

const buildWeb = { name: "build:web", command: ["npm", "run", "--silent", "build:web"], needs: [], cores: 1 };

/**
 * Stages run side by side while their cores fit the machine's, and one emulator stage at a time:
 * measured on the 2-core machine (docs/testing.md), two test stages side by side each start their
 * own DynamoDB Local and vitest forks, and the emulators then time out under the load (npm start's
 * seed, the chat's 1,000 concurrent sends, the notification counters all failed). A static check
 * fits beside a one-worker stage (the browser flows). `--cores` / TEST_CORES to change the budget.
 */
const defaultCores = availableParallelism();

function parseArgs(argv) {
  const options = { cores: Number(process.env.TEST_CORES) || defaultCores, modules: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--cores") options.cores = Number(argv[++i]);
    else if (arg.startsWith("--cores=")) options.cores = Number(arg.slice("--cores=".length));
    else if (arg === "--help" || arg === "-h") options.help = true;
    else options.modules.push(arg);
  }
  return options;
}

function wholeSuite() {
  // The build, then the browser flows (one worker) with the static checks beside them on the other
  // core, then the test stages that take both cores, longest first.
  const [browser, ...rest] = ["browser", ...vitestProjects.filter((p) => p !== "browser")].map((p) => vitestStage(p));
  return [buildWeb, browser, ...staticStages(), ...rest];
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
  console.log("  --cores N                   cores the stages share (default: the machine's; TEST_CORES too)");
  process.exit(0);
}
mkdirSync(logDir, { recursive: true });
const stages = options.modules.length ? moduleSuite(options.modules) : wholeSuite();
const ok = await runStages(stages, { cores: Math.max(1, options.cores), logDir, cwd: root });
process.exit(ok ? 0 : 1);
