import { GetConnectionCommand } from "@aws-sdk/client-apigatewaymanagementapi";
import { managementApi } from "./push";

/** A connection id no socket ever has: API Gateway answers 410 Gone for it when it is reachable. */
const PROBE_CONNECTION = "platform-health-probe";

/**
 * Whether the WebSocket API's management endpoint answers (the platform page's health): ONE
 * GetConnection of an id that never exists. 410 Gone is the healthy answer (reached, allowed, no
 * such socket); anything else is thrown, named by the SDK (`ForbiddenException`, `TimeoutError`…).
 */
export async function checkRealtimeReachable(): Promise<{ latencyMs: number }> {
  const started = performance.now();
  try {
    await managementApi().send(new GetConnectionCommand({ ConnectionId: PROBE_CONNECTION }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if ((error as { name?: string }).name !== "GoneException" && status !== 410) throw error;
  }
  return { latencyMs: Math.round((performance.now() - started) * 100) / 100 };
}
