import { join } from "node:path";
import { startDynamoDbLocal } from "./dynamodb";
import { startS3rver } from "./s3";
import type { Emulator } from "./emulator";

export interface Emulators {
  dynamodb: Emulator;
  s3: Emulator;
  stop(): Promise<void>;
}

/**
 * DynamoDB Local and s3rver on free 127.0.0.1 ports. With a data directory, their data lives under
 * it (`dynamodb/`, `s3/`) and survives restarts; without one, both are throwaway (tests).
 */
export async function startEmulators(options: { dataDir?: string } = {}): Promise<Emulators> {
  const [dynamodb, s3] = await Promise.all([
    startDynamoDbLocal(options.dataDir ? { dataDir: join(options.dataDir, "dynamodb") } : {}),
    startS3rver(options.dataDir ? { dataDir: join(options.dataDir, "s3") } : {}),
  ]);
  return {
    dynamodb,
    s3,
    stop: async () => {
      await Promise.allSettled([dynamodb.stop(), s3.stop()]);
    },
  };
}

/** LocalStack or another AWS-compatible endpoint replaces the emulators when AWS_ENDPOINT_URL is set. */
export function externalEndpoint(): string | undefined {
  return process.env.AWS_ENDPOINT_URL || undefined;
}
