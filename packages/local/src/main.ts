import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { checkJava } from "./emulators/java";
import { externalEndpoint } from "./emulators";
import { localNames } from "./environment";
import { startLocalRuntime, type LocalRuntime } from "./runtime";
import { runDeployJobs } from "./scheduler/job-table";
import { seedPatiently } from "./seed/retry";
import { seedDemo } from "./seed/seed";
import { startLocalSso, type LocalOidc } from "./oidc";
import { ssoDemoLines } from "./oidc/demo-lines";

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

let runtime: LocalRuntime | undefined;
let seeding: Promise<unknown> | undefined;
let stopAsked: (() => void) | undefined;
const stopRequested = new Promise<void>((resolve) => (stopAsked = resolve));
let stopping = false;

/** Stops the runtime (gateway, bus, emulators) and ends the process; never twice. */
let ending: Promise<never> | undefined;
const end = (code: number, what: (started: LocalRuntime) => Promise<void>) =>
  (ending ??= (async () => {
    // If stopping hangs, still end: the exit handler below kills the emulator.
    setTimeout(() => process.exit(code), 20_000).unref();
    if (runtime) await what(runtime).catch((error: unknown) => console.error(error));
    if (code === 0) console.log("Stopped.");
    process.exit(code);
  })());

/** The first Ctrl+C (or SIGTERM, a closed terminal, a vanished parent): stop after the seed's current step. */
function stopGently(reason: string): void {
  if (stopping) return;
  stopping = true;
  stopAsked?.();
  console.log(`\n${reason}: stopping…`);
  // A seed step is let finish, so the next start goes on from a clean point (seed/seed.ts).
  if (seeding) console.log("Finishing the demo seed's current step first (Ctrl+C again stops at once)…");
  void (async () => {
    await seeding?.catch(() => undefined);
    await end(0, (started) => started.stop());
  })();
}

/** A second signal: stop now. The step cut off is seeded afresh by the next start. */
function onSignal(signal: NodeJS.Signals): void {
  if (!stopping) return stopGently(signal);
  console.log(`\n${signal} again: stopping at once (the next start seeds the demo afresh if a step was cut off)…`);
  void end(130, async (started) => started.emulators?.stop());
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
  // Ctrl+C reaches npm start alone: the emulator runs in a process group of its own (emulators/dynamodb.ts).
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, onSignal);
  // `npm start` runs us under npm and a shell; if they are killed without passing the signal on, stop too.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && stopGently("parent exited"), 1000).unref();
  // Last resort for abrupt exits (an uncaught error, a hang while stopping): never leave DynamoDB Local's Java behind.
  process.on("exit", () => {
    for (const pid of runtime?.childPids() ?? []) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    }
  });

  runtime = await startLocalRuntime({
    dataDir,
    port: Number(process.env.PORT ?? 3000),
    webRoot: join(repoRoot, "web", "dist"),
    jwtSecret: localJwtSecret(),
    // Until the demo is seeded the API answers 503 common.starting (the SPA shows "starting").
    starting: true,
    filesThroughGateway: true,
  });
  if (stopping) return; // asked while the emulators started: `stopGently` ends the process

  const { gateway, emulators, storage } = runtime;
  // Single sign-on's stand-in for the Cognito pool's domain; the seed registers the demo's provider in it.
  const sso: LocalOidc = await startLocalSso({ dataDir, appUrl: gateway.url });
  console.log(`Storage: table ${storage.table}, bucket ${storage.bucket}.`);
  console.log(`Seeding the demo (the API answers 503 "starting" until it is done; open ${gateway.url} meanwhile)…`);
  const seeded = seedPatiently(
    seedDemo,
    {
      dataDir,
      shouldStop: () => stopping,
      onStep: (step, phase) => phase === "done" && console.log(`  demo ${step}: done`),
    },
    // A stop asked meanwhile cuts the wait short.
    (ms) => Promise.race([new Promise<void>((resolve) => setTimeout(resolve, ms)), stopRequested]),
  );
  seeding = seeded;
  const logins = await seeded;
  seeding = undefined;
  if (!logins?.finished) return; // stopped meanwhile: `stopGently` ends the process
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
      ...(logins.superadmin.twoFactorSecret
        ? [
            `                  two-factor secret ${logins.superadmin.twoFactorSecret}: add it to an authenticator app, or get the code with npm run totp -- ${logins.superadmin.twoFactorSecret}`,
          ]
        : []),
      `  Demo admin      ${logins.demo.admin} / ${logins.demo.password}   (workspace "${logins.demo.workspace}")`,
      `  Demo employees  ${logins.demo.employees.slice(0, 3).join(", ")}, … / ${logins.demo.password}`,
      `  Mail outbox     ${join(dataDir, "outbox")}`,
      ...ssoDemoLines(sso),
      "",
      "Press Ctrl+C to stop.",
      "",
    ].join("\n"),
  );
}

// An error nobody caught (the seed given up, a crash) still stops the emulators before the process ends.
const fail = (error: unknown) => {
  console.error(error);
  void end(1, (started) => started.stop());
};
process.on("uncaughtException", fail);
process.on("unhandledRejection", fail);
main().catch(fail);
