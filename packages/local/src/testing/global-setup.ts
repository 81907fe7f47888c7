import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { applyLocalEnvironment } from "../environment";
import { bootstrapStorage } from "../storage";
import { acquireEmulators, releaseEmulators } from "./shared-emulators";

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
 * Once per project of a `vitest run`: DynamoDB Local and s3rver (or AWS_ENDPOINT_URL, e.g.
 * LocalStack), shared by the run's projects, and a table and bucket named for this run and project,
 * shared by every test file of the project. Tests isolate their data by tenant, the way production
 * does; a project's own table keeps a project that seeds the fixed demo workspace (the browser
 * flows) apart from one that tests the seed.
 */
export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const emulators = await acquireEmulators();
  const run = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}-${project.name || "tests"}`;
  const stack: TestStack = {
    dynamodb: emulators?.dynamodb.endpoint,
    s3: emulators?.s3.endpoint,
    tableName: `intranet-test-${run}`,
    bucketName: `intranet-test-${run}`,
    jwtSecret: randomBytes(32).toString("base64url"),
  };
  try {
    applyLocalEnvironment({ dynamodbEndpoint: stack.dynamodb, s3Endpoint: stack.s3, ...stack });
    await bootstrapStorage(stack);
  } catch (error) {
    await releaseEmulators();
    throw error;
  }
  project.provide("testStack", stack);
  return releaseEmulators;
}
