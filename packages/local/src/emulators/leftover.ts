import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * DynamoDB Local runs in a process group of its own (so a terminal's Ctrl+C reaches only npm
 * start, which stops it after the seed's current step). The price: if npm start itself is killed
 * (SIGKILL, a crashed terminal), nothing stops it. Its pid is kept beside its data, and the next
 * start stops such a leftover before it opens the same files.
 */
const pidFile = (dataDir: string) => join(dataDir, "dynamodb-local.pid");

export function recordEmulatorPid(dataDir: string, pid: number | undefined): void {
  if (pid) writeFileSync(pidFile(dataDir), String(pid));
}

export function forgetEmulatorPid(dataDir: string): void {
  rmSync(pidFile(dataDir), { force: true });
}

/** Stops a DynamoDB Local an earlier start left running on `dataDir`, if any; true if it did. */
export async function stopLeftoverEmulator(dataDir: string): Promise<boolean> {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile(dataDir), "utf8").trim());
  } catch {
    return false;
  }
  // The pid may have been reused since: only a DynamoDB Local on this very directory is ours.
  const stopped = Number.isInteger(pid) && pid > 0 && isEmulatorOn(pid, dataDir) && (await terminate(pid, dataDir));
  forgetEmulatorPid(dataDir);
  return stopped;
}

function isEmulatorOn(pid: number, dataDir: string): boolean {
  const { stdout } = spawnSync("ps", ["-p", String(pid), "-o", "args="], { encoding: "utf8" });
  return stdout.includes("DynamoDBLocal") && stdout.includes(dataDir);
}

async function terminate(pid: number, dataDir: string): Promise<boolean> {
  process.kill(pid, "SIGTERM");
  // Asked by command line, not by signal 0: a killed process nobody reaps would look alive forever.
  for (let waited = 0; isEmulatorOn(pid, dataDir); waited += 100) {
    if (waited === 3000) process.kill(pid, "SIGKILL");
    if (waited === 10_000)
      throw new Error(`DynamoDB Local left running by an earlier start (pid ${pid}) does not stop`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}
