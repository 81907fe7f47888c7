import type { APIGatewayProxyStructuredResultV2 } from "aws-lambda";

/** A handler result with an explicit status or headers; plain values answer 200 JSON. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export function reply(status: number, body?: unknown, headers?: Record<string, string>): Reply {
  return new Reply(status, body, headers);
}

export function toHttpResult(result: unknown): APIGatewayProxyStructuredResultV2 {
  const { status, body, headers } = result instanceof Reply ? result : new Reply(200, result);
  if (body === undefined || status === 204) return { statusCode: status, headers };
  return {
    statusCode: status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
    body: JSON.stringify(body),
  };
}
