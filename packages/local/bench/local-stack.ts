import { randomBytes } from "node:crypto";
import { startLocalRuntime, type LocalRuntime } from "../src/runtime";
import type { BenchContext } from "./suite";
import { webRoot } from "../src/browser/web-build";

let shared: Promise<LocalRuntime> | undefined;

/**
 * The bench's throwaway local runtime, started by the first suite that needs it and shared by the
 * rest (the SDK clients are per process, so one set of endpoints per run); stopped when the bench
 * ends (no orphan Java).
 */
export function benchRuntime(context: BenchContext): Promise<LocalRuntime> {
  shared ??= startRuntime(context);
  return shared;
}

/**
 * A runtime on fresh emulators, which later `benchRuntime` calls share. For a suite whose data
 * must not sit in a table another suite filled: DynamoDB Local (SQLite) slows down as its table
 * grows, which DynamoDB does not (with the feed suite's 100,000 posts, some of the search suite's
 * writes outlasted the SDK's timeout).
 */
export function freshBenchRuntime(context: BenchContext): Promise<LocalRuntime> {
  shared = startRuntime(context);
  return shared;
}

async function startRuntime(context: BenchContext): Promise<LocalRuntime> {
  context.log("starting the local runtime (throwaway emulators)");
  const runtime = await startLocalRuntime({ jwtSecret: randomBytes(32).toString("base64url"), webRoot });
  for (const pid of runtime.childPids()) context.trackPid(pid);
  let stopped: Promise<void> | undefined;
  context.defer(() => (stopped ??= runtime.stop()));
  return runtime;
}
