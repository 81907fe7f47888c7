import { inject } from "vitest";
import { startLocalRuntime, type LocalRuntime } from "../runtime";

import { webRoot } from "./web-build";

export { hasWebBuild, webRoot } from "./web-build";

export const missingWebBuildMessage = `browser tests skipped: ${webRoot} is not built (npm run build:web)`;

/**
 * The whole local stack for a browser test: the gateway serving web/dist and the API on a random
 * port, over the test run's shared emulators, table and bucket (packages/local/src/testing/global-setup.ts).
 */
export async function startBrowserStack(options: { ownTable?: string } = {}): Promise<LocalRuntime> {
  const stack = inject("testStack");
  // A test that seeds the fixed demo workspace gets a table of its own: the seed's own test expects
  // to create that workspace in the shared table.
  const tableName = options.ownTable ? `${stack.tableName}-${options.ownTable}` : stack.tableName;
  return startLocalRuntime({
    port: 0,
    webRoot,
    jwtSecret: stack.jwtSecret,
    endpoints: stack.dynamodb && stack.s3 ? { dynamodb: stack.dynamodb, s3: stack.s3 } : undefined,
    names: { tableName, bucketName: stack.bucketName },
  });
}
