import { createServer, type Server, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type CallResult, type TestApi } from "../testing/api";
import { tokenFor } from "../testing/tokens";

/**
 * A database that is down or frozen answers 503 `common.unavailable` within the SDK clients'
 * timeouts (connection + request), with the one error shape, on every data route.
 */
let api: TestApi;
beforeAll(async () => (api = await startTestApi()));
afterAll(() => api?.close());

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A TCP port that accepts connections and never answers: a frozen database. */
async function frozenEndpoint(): Promise<string> {
  const server = createServer((socket) => sockets.push(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return `http://127.0.0.1:${address.port}`;
}

/** A port that refuses: bound, then closed again. */
async function refusingEndpoint(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${address.port}`;
}

async function withDatabaseAt<T>(endpoint: string, work: () => Promise<T>): Promise<T> {
  const saved = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoint;
  try {
    return await work();
  } finally {
    process.env.AWS_ENDPOINT_URL_DYNAMODB = saved;
  }
}

function expectUnavailable(response: CallResult) {
  expect(response.status).toBe(503);
  expect(response.body).toMatchObject({ error: { code: "common.unavailable", message: expect.any(String) } });
  expect(JSON.stringify(response.body)).not.toMatch(/ECONNREFUSED|stack|Timeout/i);
}

describe("a database that is down", () => {
  for (const [name, endpoint] of [
    ["refuses connections", refusingEndpoint],
    ["accepts but never answers (frozen)", frozenEndpoint],
  ] as const) {
    it(`answers 503 common.unavailable on data routes when it ${name}`, { timeout: 30_000 }, async () => {
      const caller = await tokenFor({ role: "employee" });
      const at = await endpoint();
      await withDatabaseAt(at, async () => {
        for (const [method, path, options] of [
          ["GET", `/api/notification/unread/${caller.tenantId}/${caller.userId}`, { token: caller.token }],
          ["POST", "/api/login", { body: { login: "someone", password: "whatever-1" } }],
        ] as const) {
          const started = Date.now();
          const response = await api.call(method, path, options);
          expectUnavailable(response);
          expect(Date.now() - started).toBeLessThan(8_000);
        }
      });
      // And the same gateway works again once the database is back.
      expect((await api.call("GET", "/api/health")).status).toBe(200);
    });
  }
});

describe("bodies over API Gateway's 10 MB", () => {
  it("are refused with 413 and the catalogue shape", async () => {
    const response = await api.call("POST", "/api/login", { rawBody: "x".repeat(10 * 1024 * 1024 + 1) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      error: { code: "common.payload_too_large", message: expect.stringContaining("10485760") },
    });
  });
});
