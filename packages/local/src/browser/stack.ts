import { inject } from "vitest";
import { useEventBus } from "@intranet/core/events";
import { useMailer } from "@intranet/core/mail";
import { useScheduler } from "@intranet/core/scheduler";
import { applyGatewayEnvironment, applyLocalEnvironment } from "../environment";
import { startLocalRuntime, type LocalRuntime } from "../runtime";
import { startLocalOidc, useLocalSso, type LocalOidc } from "../oidc";

import { webRoot } from "./web-build";

export { hasWebBuild, webRoot } from "./web-build";

export const missingWebBuildMessage = `browser tests skipped: ${webRoot} is not built (npm run build:web)`;

let shared: Promise<LocalRuntime> | undefined;
let sharedSso: Promise<LocalOidc> | undefined;

/** The stack's local identity provider (its `directory` takes demo identities), started with the stack. */
export async function browserSso(): Promise<LocalOidc> {
  await sharedBrowserStack();
  return sharedSso!;
}

/**
 * The whole local stack for the browser flows: the gateway serving web/dist and the API on a random
 * port, the bus, scheduler and outbox, over the run's shared emulators, table and bucket
 * (packages/local/src/testing/global-setup.ts). Started by the first flow of the worker and shared by
 * the rest (the browser project runs its files in one worker without isolation); each flow works in
 * companies of its own, so flows stay independent. It stops with the worker.
 */
export async function sharedBrowserStack(): Promise<LocalRuntime> {
  const stack = inject("testStack");
  const runtime = await (shared ??= startLocalRuntime({
    port: 0,
    webRoot,
    jwtSecret: stack.jwtSecret,
    endpoints: stack.dynamodb && stack.s3 ? { dynamodb: stack.dynamodb, s3: stack.s3 } : undefined,
    names: { tableName: stack.tableName, bucketName: stack.bucketName },
  }));
  // Each file's setup (testing/setup-env.ts) points the process at a silent bus again: hand it back
  // the stack's bus, scheduler, mailer and links, as startLocalRuntime set them.
  applyLocalEnvironment({ dynamodbEndpoint: stack.dynamodb, s3Endpoint: stack.s3, ...stack });
  applyGatewayEnvironment(runtime.gateway);
  useEventBus(runtime.bus);
  useScheduler(runtime.scheduler);
  useMailer(runtime.outbox);
  useLocalSso(await (sharedSso ??= startLocalOidc({ appUrl: runtime.gateway.url })));
  return runtime;
}
