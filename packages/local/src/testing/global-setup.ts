import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { externalEndpoint, startEmulators } from "../emulators";
import { applyLocalEnvironment } from "../environment";
import { bootstrapStorage } from "../storage";

export interface TestStack {
  dynamodb?: string | undefined;
  s3?: string | undefined;
  tableName: string;
  bucketName: string;
  jwtSecret: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testStack: TestStack;
  }
}

/**
 * Once per `vitest run`: DynamoDB Local and s3rver (or AWS_ENDPOINT_URL, e.g. LocalStack), and a
 * table and bucket named for this run, shared by every test file. Tests isolate their data by
 * tenant, the way production does.
 */
export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const emulators = externalEndpoint() ? undefined : await startEmulators();
  const run = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  const stack: TestStack = {
    dynamodb: emulators?.dynamodb.endpoint,
    s3: emulators?.s3.endpoint,
    tableName: `intranet-test-${run}`,
    bucketName: `intranet-test-${run}`,
    jwtSecret: randomBytes(32).toString("base64url"),
  };
  applyLocalEnvironment({ dynamodbEndpoint: stack.dynamodb, s3Endpoint: stack.s3, ...stack });
  await bootstrapStorage(stack);
  project.provide("testStack", stack);
  return async () => {
    await emulators?.stop();
  };
}
