import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHttpApi, type HttpApiOptions } from "./http-api";
import { staticSite } from "./static";
import { createWebSocketGateway } from "./websocket";

export interface Gateway {
  /** http://127.0.0.1:<port> — the API, the SPA and the management endpoint. */
  url: string;
  /** ws://127.0.0.1:<port>/ws — the WebSocket API. */
  wsUrl: string;
  port: number;
  connectionCount(): number;
  close(): Promise<void>;
}

export const WS_PATH = "/ws";

/**
 * The local stand-in for API Gateway (HTTP + WebSocket) and CloudFront, on 127.0.0.1 only.
 * `/api/*` → area Lambdas; `/@connections/*` → management API; `/ws` → WebSocket API; else the SPA.
 */
export async function startGateway(
  options: { port?: number; webRoot?: string } & HttpApiOptions = {},
): Promise<Gateway> {
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

  server.on("request", (request, response) => {
    const path = (request.url ?? "/").split("?")[0]!;
    const run =
      path === "/api" || path.startsWith("/api/")
        ? handleApiRequest(request, response)
        : path.startsWith("/@connections/")
          ? websockets.handleManagement(request, response)
          : Promise.resolve(serveStatic ? serveStatic(request, response) : response.writeHead(404).end());
    run.catch((error: unknown) => {
      console.error("[gateway]", error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.on("upgrade", (request, socket, head) => {
    const path = (request.url ?? "/").split("?")[0];
    if (path !== WS_PATH) return socket.destroy();
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
    close: async () => {
      const handlersDone = websockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handlersDone;
    },
  };
}
