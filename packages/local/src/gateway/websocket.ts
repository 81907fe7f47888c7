import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { realtimeRoutes, type RealtimeRouteKey } from "@intranet/functions/realtime-routes";
import type { WsEvent, WsResult } from "@intranet/functions/ws/event";
import { handlerLoader } from "./lambda";

type WsHandler = (event: WsEvent) => Promise<WsResult>;

interface LiveConnection {
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
}

const loadWsHandler = handlerLoader<WsHandler>((file) => import(`@intranet/functions/ws/${file}`));
const fileOf = new Map<string, string>(realtimeRoutes.map((entry) => [entry.route, entry.file]));

/**
 * The WebSocket API part of the local gateway: `$connect` / `$disconnect` / `$default` events to the
 * same Lambda handlers, and the management API (`/@connections/{id}`) that the unchanged
 * ApiGatewayManagementApiClient calls to push, inspect and close connections.
 */
export function createWebSocketGateway(options: { domainName: string }) {
  const server = new WebSocketServer({ noServer: true });
  const connections = new Map<string, LiveConnection>();
  /** Handler calls still running, so closing waits for them before the stores go away. */
  const inFlight = new Set<Promise<WsResult>>();
  let closing = false;

  async function invoke(
    route: RealtimeRouteKey,
    connectionId: string,
    extra: Partial<WsEvent> = {},
  ): Promise<WsResult> {
    const handler = await loadWsHandler(fileOf.get(route)!);
    const eventType = route === "$connect" ? "CONNECT" : route === "$disconnect" ? "DISCONNECT" : "MESSAGE";
    const event = {
      ...extra,
      isBase64Encoded: false,
      requestContext: {
        routeKey: route,
        eventType,
        connectionId,
        messageId: randomUUID(),
        extendedRequestId: randomUUID(),
        requestId: randomUUID(),
        requestTimeEpoch: Date.now(),
        connectedAt: connections.get(connectionId)?.connectedAt ?? Date.now(),
        domainName: options.domainName,
        stage: "local",
        apiId: "local",
        messageDirection: "IN",
      },
    } as unknown as WsEvent;
    const running = handler(event);
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running)).catch(() => undefined);
    return running;
  }

  async function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? "/", "http://local");
    const connectionId = randomBytes(12).toString("base64");
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers[name] = value;
    let result: WsResult;
    try {
      result = await invoke("$connect", connectionId, {
        queryStringParameters: Object.fromEntries(url.searchParams),
        headers,
      });
    } catch (error) {
      console.error("[gateway] $connect crashed", error);
      result = { statusCode: 500 };
    }
    if (result.statusCode !== 200) {
      socket.end(`HTTP/1.1 ${result.statusCode} Refused\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    server.handleUpgrade(request, socket, head, (ws) => {
      const now = Date.now();
      connections.set(connectionId, {
        socket: ws,
        connectedAt: now,
        lastActiveAt: now,
        sourceIp: request.socket.remoteAddress ?? "127.0.0.1",
        userAgent: headers["user-agent"] ?? "",
      });
      ws.on("message", (data, isBinary) => {
        const live = connections.get(connectionId);
        if (live) live.lastActiveAt = Date.now();
        const body = isBinary ? Buffer.from(data as Buffer).toString("base64") : data.toString();
        invoke("$default", connectionId, { body, isBase64Encoded: isBinary }).catch((error) =>
          console.error("[gateway] $default crashed", error),
        );
      });
      // A malformed frame from a client is an 'error' event: without a listener it would throw.
      ws.on("error", () => ws.terminate());
      ws.on("close", () => {
        connections.delete(connectionId);
        // On shutdown the stores may already be gone; stale items expire by TTL and publish drops them.
        if (closing) return;
        invoke("$disconnect", connectionId).catch((error) => console.error("[gateway] $disconnect crashed", error));
      });
    });
  }

  /** `POST|GET|DELETE /@connections/{id}` as API Gateway's management endpoint answers them. */
  async function handleManagement(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://local");
    const connectionId = decodeURIComponent(url.pathname.slice("/@connections/".length));
    const live = connections.get(connectionId);
    if (!live) {
      response.writeHead(410, { "content-type": "application/json", "x-amzn-errortype": "GoneException" });
      response.end(JSON.stringify({ message: "GoneException" }));
      return;
    }
    switch (request.method) {
      case "POST": {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        live.socket.send(Buffer.concat(chunks).toString("utf8"));
        response.writeHead(200).end();
        return;
      }
      case "GET":
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            connectedAt: new Date(live.connectedAt).toISOString(),
            lastActiveAt: new Date(live.lastActiveAt).toISOString(),
            identity: { sourceIp: live.sourceIp, userAgent: live.userAgent },
          }),
        );
        return;
      case "DELETE":
        live.socket.close(1000, "closed by the server");
        response.writeHead(204).end();
        return;
      default:
        response.writeHead(405).end();
    }
  }

  return {
    handleUpgrade,
    handleManagement,
    connectionCount: () => connections.size,
    close: async () => {
      closing = true;
      for (const live of connections.values()) live.socket.terminate();
      server.close();
      await Promise.allSettled([...inFlight]);
    },
  };
}
