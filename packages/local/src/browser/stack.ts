import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import { startLocalRuntime, type LocalRuntime } from "../runtime";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");

/** The built SPA the browser tests load (`npm run build:web`; `npm test` builds it first). */
export const webRoot = join(repoRoot, "web", "dist");

export function hasWebBuild(): boolean {
  return existsSync(join(webRoot, "index.html"));
}

export const missingWebBuildMessage = `browser tests skipped: ${webRoot} is not built (npm run build:web)`;

/**
 * The whole local stack for a browser test: the gateway serving web/dist and the API on a random
 * port, over the test run's shared emulators, table and bucket (packages/local/src/testing/global-setup.ts).
 */
export async function startBrowserStack(): Promise<LocalRuntime> {
  const stack = inject("testStack");
  return startLocalRuntime({
    port: 0,
    webRoot,
    jwtSecret: stack.jwtSecret,
    endpoints: stack.dynamodb && stack.s3 ? { dynamodb: stack.dynamodb, s3: stack.s3 } : undefined,
    names: { tableName: stack.tableName, bucketName: stack.bucketName },
  });
}
