import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from "@aws-sdk/client-apigatewaymanagementapi";
import { config } from "../platform";

/**
 * The push side of the realtime port: API Gateway's management API. Locally the gateway in
 * packages/local serves the same `/@connections/{id}` calls, so this adapter is used unchanged.
 */
let client: ApiGatewayManagementApiClient | undefined;

export function managementApi(): ApiGatewayManagementApiClient {
  client ??= new ApiGatewayManagementApiClient({ endpoint: config.realtimeManagementEndpoint() });
  return client;
}

/** Sends one message; false when the connection is gone (the caller forgets it). */
export async function postToConnection(connectionId: string, data: unknown): Promise<boolean> {
  try {
    await managementApi().send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(JSON.stringify(data)) }),
    );
    return true;
  } catch (error) {
    if (
      error instanceof GoneException ||
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410
    )
      return false;
    throw error;
  }
}

export async function closeConnection(connectionId: string): Promise<void> {
  try {
    await managementApi().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (!(error instanceof GoneException)) throw error;
  }
}
