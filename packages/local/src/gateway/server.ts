import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { filesProxy, type FilesProxyOptions } from "./files-proxy";
import { createHttpApi, type HttpApiOptions } from "./http-api";
import { answerStarting } from "./starting";
import { staticSite } from "./static";
import { createWebSocketGateway } from "./websocket";

export interface Gateway {
  /** http://127.0.0.1:<port> — the API, the SPA and the management endpoint. */
  url: string;
  /** ws://127.0.0.1:<port>/ws — the WebSocket API. */
  wsUrl: string;
  port: number;
  connectionCount(): number;
  /** Ends the "starting" state: `/api/*` and `/ws` are served from now on. */
  ready(): void;
  close(): Promise<void>;
}

export interface GatewayOptions extends HttpApiOptions {
  port?: number;
  webRoot?: string;
  /** Answer `/api/*` with 503 `common.starting` (and refuse `/ws`) until `ready()`: `npm start` seeds first. */
  starting?: boolean;
  /** Serve the files bucket under `/<bucket>` on this port, as CloudFront would (`npm start`). */
  files?: FilesProxyOptions;
}

export const WS_PATH = "/ws";

/**
 * The local stand-in for API Gateway (HTTP + WebSocket) and CloudFront, on 127.0.0.1 only.
 * `/api/*` → area Lambdas; `/@connections/*` → management API; `/ws` → WebSocket API;
 * `/<bucket>/*` → the S3 emulator (when `files` is given); else the SPA.
 */
export async function startGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const websockets = createWebSocketGateway({ domainName: `127.0.0.1:${port}` });
  const handleApiRequest = createHttpApi(options);
  const serveStatic = options.webRoot ? staticSite(options.webRoot) : undefined;
  const files = options.files ? filesProxy(options.files) : undefined;
  let starting = options.starting ?? false;

  const route = (request: IncomingMessage, response: ServerResponse, path: string): Promise<void> => {
    if (path === "/api" || path.startsWith("/api/"))
      return starting ? Promise.resolve(answerStarting(request, response)) : handleApiRequest(request, response);
    if (path.startsWith("/@connections/")) return websockets.handleManagement(request, response);
    if (files?.matches(path)) return files.forward(request, response);
    return Promise.resolve(serveStatic ? serveStatic(request, response) : void response.writeHead(404).end());
  };

  server.on("request", (request, response) => {
    const run = route(request, response, (request.url ?? "/").split("?")[0]!);
    run.catch((error: unknown) => {
      console.error("[gateway]", error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.on("upgrade", (request, socket, head) => {
    // Node leaves an upgraded socket without an error listener: a browser that goes away while
    // $connect runs (a tab or context closed mid-handshake) resets it, and the ECONNRESET was
    // thrown out of the process (it ended a test run). Gone is gone: drop the socket.
    socket.on("error", () => socket.destroy());
    const path = (request.url ?? "/").split("?")[0];
    if (path !== WS_PATH) return socket.destroy();
    if (starting) return void socket.end("HTTP/1.1 503 Service Unavailable\r\nconnection: close\r\n\r\n");
    websockets.handleUpgrade(request, socket, head).catch((error: unknown) => {
      console.error("[gateway] upgrade failed", error);
      socket.destroy();
    });
  });

  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}${WS_PATH}`,
    port,
    connectionCount: websockets.connectionCount,
    ready: () => {
      starting = false;
    },
    close: async () => {
      const handlersDone = websockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handlersDone;
    },
  };
}
