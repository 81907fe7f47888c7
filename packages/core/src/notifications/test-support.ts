import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Tests only: a real HTTP receiver on 127.0.0.1 standing in for Telegram's Bot API or a Teams /
 * Slack incoming webhook. It records every request and answers with the status of its `mode`
 * ("hang" never answers, to exercise the timeout).
 */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  mode: number | "hang";
  /** Resolves once `count` requests arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function startReceiver(mode: number | "hang" = 200): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const open = new Set<ServerResponse>();
  const receiver: Receiver = {
    url: "",
    requests,
    mode,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} requests, got ${requests.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of open) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      requests.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, body });
      if (receiver.mode === "hang") {
        open.add(response);
        return;
      }
      response.writeHead(receiver.mode, { "content-type": "application/json" });
      response.end(JSON.stringify({ ok: receiver.mode < 400 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}
