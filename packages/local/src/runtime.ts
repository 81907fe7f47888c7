import { useEventBus } from "@intranet/core/events";
import { useClock } from "@intranet/core/platform";
import { useScheduler } from "@intranet/core/scheduler";
import { subscriptions } from "@intranet/functions/subscriptions";
import { LocalBus } from "./bus/local-bus";
import { externalEndpoint, startEmulators, type Emulators } from "./emulators";
import { applyFilesThroughGateway, applyGatewayEnvironment, applyLocalEnvironment, localNames } from "./environment";
import { startGateway, type Gateway } from "./gateway/server";
import { LocalClock } from "./scheduler/local-clock";
import { LocalScheduler } from "./scheduler/local-scheduler";
import { scheduleJobTable } from "./scheduler/job-table";
import { LocalOutbox } from "./mail/outbox";
import { useMailer } from "@intranet/core/mail";
import { join } from "node:path";
import { bootstrapStorage } from "./storage";

export interface LocalRuntimeOptions {
  /** Keep emulator data here (npm start); omit for throwaway in-memory data (tests, bench). */
  dataDir?: string;
  port?: number;
  webRoot?: string;
  jwtSecret: string;
  /** Emulators already running (tests share one set per run); started here when omitted. */
  endpoints?: { dynamodb: string; s3: string };
  names?: { tableName: string; bucketName: string };
  /** `/api/*` answers 503 `common.starting` until `gateway.ready()` (npm start seeds meanwhile). */
  starting?: boolean;
  /** Serve the bucket through the gateway's port (npm start), not from the emulator's own. */
  filesThroughGateway?: boolean;
}

export interface LocalRuntime {
  gateway: Gateway;
  bus: LocalBus;
  scheduler: LocalScheduler;
  /** The clock core reads (the clock port), ahead of the system's once `advanceClock` moved it. */
  clock: LocalClock;
  /** Moves the clock forward; the one-time schedules that came due run (an onboarding week in a moment). */
  advanceClock(ms: number): Promise<void>;
  /** Puts the clock back to the system's time (after a test that moved it). */
  resetClock(): Promise<void>;
  outbox: LocalOutbox;
  emulators: Emulators | undefined;
  /** Whether the table and bucket were created now or found from an earlier run. */
  storage: { table: "created" | "exists"; bucket: "created" | "exists" };
  /** Child processes this runtime owns (for the no-orphans guarantee). */
  childPids(): number[];
  stop(): Promise<void>;
}

/**
 * The whole stack on one machine (DESIGN §6): emulators (unless AWS_ENDPOINT_URL or given
 * endpoints), table and bucket, in-process bus and scheduler, and the gateway in front of the
 * same Lambda handlers that run in AWS.
 */
export async function startLocalRuntime(options: LocalRuntimeOptions): Promise<LocalRuntime> {
  const names = options.names ?? localNames;
  const emulators =
    options.endpoints || externalEndpoint() ? undefined : await startEmulators({ dataDir: options.dataDir });
  const s3Endpoint = options.endpoints?.s3 ?? emulators?.s3.endpoint;
  const stopEmulators = async () => emulators?.stop();
  let storage: LocalRuntime["storage"];
  try {
    applyLocalEnvironment({
      dynamodbEndpoint: options.endpoints?.dynamodb ?? emulators?.dynamodb.endpoint,
      s3Endpoint,
      jwtSecret: options.jwtSecret,
      ...names,
    });
    storage = await bootstrapStorage(names);
  } catch (error) {
    await stopEmulators();
    throw error;
  }

  const bus = new LocalBus(subscriptions);
  const clock = new LocalClock();
  const scheduler = new LocalScheduler(undefined, clock);
  useEventBus(bus);
  useScheduler(scheduler);
  useClock(clock);
  await scheduleJobTable(scheduler); // the job table's recurring jobs (stacks/jobs.ts in AWS)
  const outbox = new LocalOutbox(options.dataDir ? join(options.dataDir, "outbox") : undefined);
  useMailer(outbox);
  const files =
    options.filesThroughGateway && s3Endpoint ? { bucket: names.bucketName, target: s3Endpoint } : undefined;
  // A gateway that cannot listen (the port taken by a portal already running) must not leave the
  // emulators behind: nothing else would stop them once this throws.
  const gateway = await startGateway({
    port: options.port,
    webRoot: options.webRoot,
    starting: options.starting,
    files,
  }).catch(async (error: unknown) => {
    scheduler.stopAll();
    await stopEmulators();
    throw error;
  });
  applyGatewayEnvironment(gateway);
  if (files) applyFilesThroughGateway(gateway.url, files.bucket);

  let stopping: Promise<void> | undefined;
  return {
    gateway,
    bus,
    scheduler,
    clock,
    advanceClock: async (ms) => {
      clock.advance(ms);
      await scheduler.rearm();
    },
    resetClock: async () => {
      clock.reset();
      await scheduler.rearm();
    },
    outbox,
    emulators,
    storage,
    childPids: () => (emulators?.dynamodb.pid ? [emulators.dynamodb.pid] : []),
    // Idempotent: signal handlers, tests and the bench may all ask.
    stop: () =>
      (stopping ??= (async () => {
        scheduler.stopAll();
        await gateway.close();
        await bus.drain();
        await stopEmulators();
      })()),
  };
}
