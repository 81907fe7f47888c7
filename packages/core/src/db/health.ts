import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { AppError } from "../platform/errors";
import { config } from "../platform/config";
import { dynamo } from "./client";

/** The key the health probe reads; it never exists, so the read is the cheapest possible. */
export const healthProbeKey = { pk: "$health", sk: "$health" } as const;

/** One GetItem on the table: proves the table exists and this runtime may read it. */
export async function checkTableReachable(): Promise<{ latencyMs: number }> {
  const started = performance.now();
  try {
    await dynamo().send(new GetCommand({ TableName: config.tableName(), Key: healthProbeKey }));
  } catch (cause) {
    console.error(JSON.stringify({ level: "error", msg: "health check failed", error: String(cause) }));
    throw new AppError("common.unavailable");
  }
  return { latencyMs: Math.round((performance.now() - started) * 100) / 100 };
}
