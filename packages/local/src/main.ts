import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { checkJava } from "./emulators/java";
import { externalEndpoint } from "./emulators";
import { localNames } from "./environment";
import { startLocalRuntime } from "./runtime";
import { runDeployJobs } from "./scheduler/job-table";
import { seedDemo, type SeedOptions } from "./seed/seed";

/** `npm start`: the portal on this machine, data kept under .data/, stopped cleanly by Ctrl+C. */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const dataDir = process.env.INTRANET_DATA_DIR ? resolve(process.env.INTRANET_DATA_DIR) : join(repoRoot, ".data");

function localJwtSecret(): string {
  if (process.env.INTRANET_JWT_SECRET) return process.env.INTRANET_JWT_SECRET;
  const file = join(dataDir, "jwt-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true"; // Node 20 locally; Lambda runs 22
  if (!externalEndpoint()) {
    const java = checkJava();
    if (!java.ok) {
      console.error(java.message);
      process.exit(1);
    }
  }
  const runtime = await startLocalRuntime({
    dataDir,
    port: Number(process.env.PORT ?? 3000),
    webRoot: join(repoRoot, "web", "dist"),
    jwtSecret: localJwtSecret(),
    // Until the demo is seeded the API answers 503 common.starting (the SPA shows "starting").
    starting: true,
    filesThroughGateway: true,
  });

  // Last resort for abrupt exits: never leave DynamoDB Local's Java process behind.
  process.on("exit", () => {
    for (const pid of runtime.childPids()) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    }
  });
  let stopping = false;
  let seeding: ReturnType<typeof seedDemo> | undefined;
  // A busy machine can time a first call out (DynamoDB Local warming up): the seed is resumable, so try again.
  const seedWithRetries = async (options: SeedOptions, attempts = 5): ReturnType<typeof seedDemo> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await seedDemo(options);
      } catch (error) {
        if (attempt >= attempts || stopping) throw error;
        console.warn(`The demo seed failed (${String(error)}); trying again (${attempt + 1}/${attempts})…`);
        await new Promise((resolve) => setTimeout(resolve, 2000 * attempt)); // let a busy machine catch up
      }
    }
  };
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    // A seed step is let finish, so the next start goes on from a clean point (seed/seed.ts).
    if (seeding) console.log("Finishing the demo seed's current step first…");
    await seeding?.catch(() => undefined);
    await runtime.stop();
    console.log("Stopped.");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGHUP", () => void stop("SIGHUP"));
  // `npm start` runs us under npm and a shell; if they are killed without passing the signal on, stop too.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && void stop("parent exited"), 1000).unref();

  const { gateway, emulators, storage } = runtime;
  console.log(`Seeding the demo (the API answers 503 "starting" until it is done; open ${gateway.url} meanwhile)…`);
  seeding = seedWithRetries({
    dataDir,
    shouldStop: () => stopping,
    onStep: (step, phase) => phase === "done" && console.log(`  demo ${step}: done`),
  });
  const logins = await seeding;
  seeding = undefined;
  if (!logins.finished) return; // stopped meanwhile: `stop` ends the process
  await runDeployJobs(runtime.scheduler); // data migrations: data written by an older version reads as this one expects
  gateway.ready();
  console.log(
    [
      "",
      `Intranet is running: ${gateway.url}`,
      `  API        ${gateway.url}/api  (try ${gateway.url}/api/env)`,
      `  WebSocket  ${gateway.wsUrl}`,
      emulators
        ? `  DynamoDB   ${emulators.dynamodb.endpoint}  S3 ${emulators.s3.endpoint}, served at ${gateway.url}/${localNames.bucketName}/…  (data in ${dataDir})`
        : `  AWS endpoint ${externalEndpoint()}`,
      `  Storage    table ${storage.table}, bucket ${storage.bucket}`,
      "",
      "Sign in at " + gateway.url + "/login/",
      `  Superadmin      ${logins.superadmin.login} / ${logins.superadmin.password ?? "(set earlier; INTRANET_SUPERADMIN_PASSWORD to see it)"}`,
      `  Demo admin      ${logins.demo.admin} / ${logins.demo.password}   (workspace "${logins.demo.workspace}")`,
      `  Demo employees  ${logins.demo.employees.slice(0, 3).join(", ")}, … / ${logins.demo.password}`,
      `  Mail outbox     ${join(dataDir, "outbox")}`,
      "",
      "Press Ctrl+C to stop.",
      "",
    ].join("\n"),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
