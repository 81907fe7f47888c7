import type { APIGatewayProxyStructuredResultV2 } from "aws-lambda";

/**
 * A handler result with an explicit status or headers; plain values answer 200 JSON. `T` is the
 * body's type, checked against the route's declared answer (`reply(201, post)` for a PostView route).
 */
export class Reply<T = unknown> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
    /** The body is sent as it is (a text file: `text/calendar`), not as JSON. */
    readonly raw = false,
  ) {}
}

/** A text answer sent as it is, e.g. an iCalendar feed (`text/calendar; charset=utf-8`). */
export function textReply(status: number, text: string, contentType: string, headers: Record<string, string> = {}) {
  return new Reply<string>(status, text, { "content-type": contentType, ...headers }, true);
}

export function reply(status: number): Reply<void>;
export function reply<T>(status: number, body: T, headers?: Record<string, string>): Reply<T>;
export function reply<T>(status: number, body?: T, headers?: Record<string, string>): Reply<T | undefined> {
  return new Reply(status, body, headers);
}

export function toHttpResult(result: unknown): APIGatewayProxyStructuredResultV2 {
  const { status, body, headers, raw } = result instanceof Reply ? result : new Reply(200, result);
  if (body === undefined || status === 204) return { statusCode: status, headers };
  if (raw) return { statusCode: status, headers, body: String(body) };
  return {
    statusCode: status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
    body: JSON.stringify(body),
  };
}
