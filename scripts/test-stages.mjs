// Runs stages (a command each, maybe after others) in the order given, side by side while their
// cores fit the budget and one emulator stage at a time, each into its own log, printed whole when it ends; prints each stage's time and the test counts.
import console from "node:console";
import process from "node:process";
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(stage, { logDir, cwd }) {
  const log = join(logDir, `${stage.name.replace(/[^\w-]/g, "-")}.log`);
  if (stage.report) rmSync(stage.report, { force: true });
  const out = createWriteStream(log);
  const [command, ...args] = [...stage.command, ...(stage.extraArgs ?? [])];
  const started = Date.now();
  return new Promise((resolve) => {
    // Its own process group, so that an interrupted run can stop the stage's children too.
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"], detached: true });
    running.add(child);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on("close", (code, signal) => {
      running.delete(child);
      out.end(() => resolve({ code: code ?? 1, signal, ms: Date.now() - started, log }));
    });
  });
}

const running = new Set();
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });

/** Passed, failed and skipped tests from vitest's JSON report, when the stage wrote one. */
function counts(stage) {
  if (!stage.report || !existsSync(stage.report)) return undefined;
  const report = JSON.parse(readFileSync(stage.report, "utf8"));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures: failures(report),
  };
}

/**
 * The failed tests of a report, each as "file > test: its message", the message's first line and
 * then up to a dozen more without the stack (its start and its end), indented (CI shows only the tail: a message such as a process's output
 * passed to `expect(…, output)` is read there or nowhere).
 */
function failures(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const path = String(file.name ?? "").replace(`${process.cwd()}/`, "");
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) {
      const [first, ...rest] = String(test.failureMessages?.[0] ?? "").split("\n");
      const text = rest.filter((line) => line.trim() && !/^\s+at /.test(line));
      const more = text.length > 12 ? [...text.slice(0, 3), "…", ...text.slice(-9)] : text;
      lines.push(
        [
          `${path} > ${test.fullName ?? test.title}: ${first.slice(0, 300)}`,
          ...more.map((line) => `      ${line.slice(0, 200)}`),
        ].join("\n"),
      );
    }
    // A file that failed to load has no failed test, only its message.
    if (failed.length === 0 && file.status === "failed")
      lines.push(
        `${path}: ${String(file.message ?? "")
          .split("\n")[0]
          .slice(0, 300)}`,
      );
  }
  return lines;
}

/** The last lines of a failed stage's log, without colours, and the signal that ended it. */
function logTail(name, result, count = 30) {
  const text = stripVTControlCharacters(readFileSync(result.log, "utf8"));
  const tail = text.trimEnd().split("\n").slice(-count);
  const ended = result.signal ? `ended by ${result.signal}` : `exit code ${result.code}`;
  return [`  ✗ [${name}] ${ended}, no failed test; the end of its log:`, ...tail.map((l) => `      ${l}`)].join("\n");
}

/** Whether a stage may start beside the running ones: its cores fit (or nothing runs), one emulator stage. */
function fits(stage, running, cores) {
  if (running.size === 0) return true;
  const busy = [...running].reduce((sum, other) => sum + other.cores, 0);
  const emulatorsBusy = [...running].some((other) => other.emulators);
  return busy + stage.cores <= cores && !(stage.emulators && emulatorsBusy);
}

export async function runStages(stages, { cores, logDir, cwd }) {
  const results = new Map();
  const waiting = [...stages];
  const started = Date.now();
  const active = new Set();
  console.log(`${stages.length} stages on ${cores} cores: ${stages.map((s) => s.name).join(", ")}\n`);

  await new Promise((allDone) => {
    const next = () => {
      if (waiting.length === 0 && active.size === 0) return allDone();
      for (let i = 0; i < waiting.length;) {
        const stage = waiting[i];
        const failedNeed = stage.needs.find((need) => results.has(need) && results.get(need).code !== 0);
        if (failedNeed) {
          waiting.splice(i, 1);
          results.set(stage.name, { code: 1, ms: 0, note: `not run: ${failedNeed} failed` });
          console.log(`✗ ${stage.name}: not run, ${failedNeed} failed`);
          continue;
        }
        if (!stage.needs.every((need) => results.has(need)) || !fits(stage, active, cores)) {
          i++;
          continue;
        }
        waiting.splice(i, 1);
        active.add(stage);
        console.log(`▶ ${stage.name} (${seconds(Date.now() - started)} into the run)`);
        run(stage, { logDir, cwd }).then((result) => {
          active.delete(stage);
          results.set(stage.name, { ...result, counts: counts(stage) });
          const mark = result.code === 0 ? "✓" : "✗";
          console.log(`\n${mark} ${stage.name} ${seconds(result.ms)} — its output (${result.log}):`);
          console.log(readFileSync(result.log, "utf8").trimEnd());
          console.log(`${mark} ${stage.name} ${seconds(result.ms)}\n`);
          next();
        });
      }
      if (waiting.length && active.size === 0) {
        // Only stages whose needs never ran are left (cannot happen with the stages above).
        for (const stage of waiting.splice(0)) results.set(stage.name, { code: 1, ms: 0, note: "needs never ran" });
        allDone();
      }
    };
    next();
  });

  const total = { passed: 0, failed: 0, skipped: 0 };
  console.log(`Stage times (${cores} cores), wall clock ${seconds(Date.now() - started)}:`);
  for (const stage of stages) {
    const result = results.get(stage.name);
    const tests = result.counts;
    if (tests) for (const key of Object.keys(total)) total[key] += tests[key];
    const detail = result.note ?? (tests ? `${tests.passed} passed, ${tests.failed} failed` : "");
    console.log(
      `  ${result.code === 0 ? "✓" : "✗"} ${stage.name.padEnd(16)} ${seconds(result.ms).padStart(8)}  ${detail}`,
    );
  }
  const failedStages = stages.filter((stage) => results.get(stage.name).code !== 0).map((stage) => stage.name);
  if (failedStages.length) console.log(`Failed: ${failedStages.join(", ")}`);
  for (const stage of stages) {
    const result = results.get(stage.name);
    const lines = result.counts?.failures ?? [];
    for (const line of lines) console.log(`  ✗ [${stage.name}] ${line}`);
    // Failed with every test passed (an unhandled error, a hook, a crash, a signal): CI shows only
    // the tail of the run, so the stage's own last lines are repeated here.
    if (result.code !== 0 && lines.length === 0 && result.log) console.log(logTail(stage.name, result));
  }
  // The closing line CI reads: every vitest test of the run.
  console.log(`\nvitest: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return failedStages.length === 0;
}
