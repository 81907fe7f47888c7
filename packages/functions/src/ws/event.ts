import type { APIGatewayProxyWebsocketEventV2 } from "aws-lambda";
import { isAppError } from "@intranet/core/platform";

/** API Gateway WebSocket event; `$connect` also carries the query string and headers. */
export type WsEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined>;
  headers?: Record<string, string | undefined>;
};
export type WsResult = { statusCode: number; body?: string };

/** Catalogue errors become their status (a refused `$connect` closes the upgrade); others are logged as 500. */
export function wsHandler(run: (event: WsEvent) => Promise<WsResult | void>) {
  return async (event: WsEvent): Promise<WsResult> => {
    try {
      return (await run(event)) ?? { statusCode: 200 };
    } catch (error) {
      if (isAppError(error)) return { statusCode: error.status, body: error.code };
      console.error(
        JSON.stringify({
          level: "error",
          routeKey: event.requestContext.routeKey,
          connectionId: event.requestContext.connectionId,
          error: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
        }),
      );
      return { statusCode: 500 };
    }
  };
}
