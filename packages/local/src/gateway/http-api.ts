import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";
import { routeTable } from "@intranet/functions/routes";
import type { AreaRoute } from "@intranet/functions/http/route";
import { corsHeaders } from "@intranet/functions/http/cors";
import { formatErrorMessage } from "@intranet/contracts";
import { handlerLoader, lambdaContext } from "./lambda";
import { createMatcher } from "./match";

export type AreaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export interface HttpApiOptions {
  /** The route table to serve; the real one by default (tests may mount a fixture table). */
  routes?: AreaRoute[];
  /** Where an area's Lambda handler comes from; packages/functions/src/api/<area>.ts by default. */
  loadArea?: (area: string) => Promise<AreaHandler>;
}

/** API Gateway refuses request bodies over 10 MB. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

const loadAreaModule = handlerLoader<AreaHandler>((area) => import(`@intranet/functions/api/${area}`));

/**
 * The HTTP API part of the local gateway: turns a node request into an API Gateway v2 event,
 * selects the route as API Gateway would, and runs the area's Lambda handler in-process.
 */
export function createHttpApi(options: HttpApiOptions = {}) {
  const match = createMatcher(options.routes ?? routeTable);
  const loadArea = options.loadArea ?? loadAreaModule;
  return (request: IncomingMessage, response: ServerResponse) => handleApiRequest(request, response, match, loadArea);
}

async function handleApiRequest(
  request: IncomingMessage,
  response: ServerResponse,
  match: ReturnType<typeof createMatcher>,
  loadArea: (area: string) => Promise<AreaHandler>,
): Promise<void> {
  const url = new URL(request.url ?? "/", "http://local");
  const method = (request.method ?? "GET").toUpperCase();
  if (method === "OPTIONS") return send(response, { statusCode: 204, headers: corsHeaders(request.headers.origin) });

  const body = await readBody(request);
  if (body === "too-large") {
    // API Gateway's own answer is a bare `{"message":"Request Entity Too Large"}`; the local gateway
    // gives the catalogue shape so clients handle it like every other refusal.
    const limit = { limit: MAX_PAYLOAD_BYTES };
    const error = { code: "common.payload_too_large", message: formatErrorMessage("common.payload_too_large", limit) };
    return send(response, jsonResult(413, { error: { ...error, details: limit } }, request));
  }

  const matched = match(method, url.pathname);
  if (!matched) {
    return send(
      response,
      jsonResult(
        404,
        { error: { code: "common.route_not_found", message: formatErrorMessage("common.route_not_found") } },
        request,
      ),
    );
  }
  const event = toEvent(request, url, method, body, matched.route.key, matched.pathParameters);
  try {
    const handler = await loadArea(matched.route.area);
    send(response, await handler(event, lambdaContext(`api-${matched.route.area}`)));
  } catch (error) {
    // What API Gateway answers when the Lambda itself fails.
    console.error("[gateway] handler crashed", error);
    send(response, jsonResult(500, { message: "Internal Server Error" }));
  }
}

function toEvent(
  request: IncomingMessage,
  url: URL,
  method: string,
  body: Buffer,
  routeKey: string,
  pathParameters: Record<string, string>,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(",") : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const textual = /^(text\/|application\/(json|[\w.+-]+\+json|xml|x-www-form-urlencoded))/i.test(
    headers["content-type"] ?? "application/json",
  );
  const now = new Date();
  return {
    version: "2.0",
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: headers.cookie?.split(";").map((cookie) => cookie.trim()),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    body: body.length ? (textual ? body.toString("utf8") : body.toString("base64")) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
    requestContext: {
      accountId: "000000000000",
      apiId: "local",
      domainName: headers.host ?? "localhost",
      domainPrefix: (headers.host ?? "localhost").split(".")[0]!,
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? "127.0.0.1",
        userAgent: headers["user-agent"] ?? "",
      },
      requestId: randomUUID(),
      routeKey,
      stage: "$default",
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
}

function readBody(request: IncomingMessage): Promise<Buffer | "too-large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_PAYLOAD_BYTES) chunks.push(chunk);
    });
    request.on("end", () => resolve(size > MAX_PAYLOAD_BYTES ? "too-large" : Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

function jsonResult(statusCode: number, body: unknown, request?: IncomingMessage): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { "content-type": "application/json", ...(request ? corsHeaders(request.headers.origin) : {}) },
    body: JSON.stringify(body),
  };
}

function send(response: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers["set-cookie"] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? "base64" : "utf8") : undefined);
}
