import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";
import type { MiddlewareObj, Request } from "@middy/core";
import type { Actor } from "@intranet/contracts";

/** What the middleware chain learns about a request, kept on the Lambda context. */
export interface ApiContext extends Context {
  requestId: string;
  actor: Actor | null;
  /** The JSON body after parsing, before validation. */
  rawBody: unknown;
  input: { params: unknown; query: unknown; body: unknown };
}

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;
export type ApiMiddleware = MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext>;
export type ApiRequest = Request<ApiEvent, ApiResult, Error, ApiContext>;

export function header(event: ApiEvent, name: string): string | undefined {
  return event.headers?.[name.toLowerCase()];
}
