import { createServer, type Socket } from "node:net";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { dynamo } from "../db/client";
import { s3 } from "./s3";
import { isUnavailableError, sdkHttpOptions, sdkTimeouts } from "./sdk-http";

/** Runs `work` with the service's endpoint at a socket that accepts and never answers. */
async function withFrozenEndpoint<T>(service: "DYNAMODB" | "S3", work: () => Promise<T>) {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const variable = `AWS_ENDPOINT_URL_${service}`;
  const saved = process.env[variable];
  process.env[variable] = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  try {
    return await work();
  } finally {
    process.env[variable] = saved;
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
}

const worstCaseMs =
  sdkTimeouts.maxAttempts * (sdkTimeouts.loopbackConnectionTimeoutMs + sdkTimeouts.requestTimeoutMs) + 1_500;

describe("SDK time limits", () => {
  for (const [service, call] of [
    ["DYNAMODB", () => dynamo().send(new GetCommand({ TableName: "any-table", Key: { pk: "a", sk: "b" } }))],
    ["S3", () => s3().send(new HeadObjectCommand({ Bucket: "any-bucket", Key: "k" }))],
  ] as const) {
    it(`gives up on a frozen ${service} endpoint in time, as an 'unavailable' error`, { timeout: 20_000 }, async () => {
      const started = Date.now();
      const error = await withFrozenEndpoint(service, () =>
        call().then(
          () => undefined,
          (caught: unknown) => caught,
        ),
      );
      expect(Date.now() - started).toBeLessThan(worstCaseMs);
      expect(isUnavailableError(error)).toBe(true);
    });
  }

  it("gives an emulator on this machine longer to accept a connection than AWS", () => {
    const connect = (endpoint: string) => sdkHttpOptions(endpoint).requestHandler.connectionTimeout;
    expect(connect("")).toBe(sdkTimeouts.connectionTimeoutMs);
    expect(connect("https://dynamodb.eu-west-1.amazonaws.com")).toBe(sdkTimeouts.connectionTimeoutMs);
    expect(connect("http://127.0.0.1:8000")).toBe(sdkTimeouts.loopbackConnectionTimeoutMs);
    expect(connect("http://localhost:4569/")).toBe(sdkTimeouts.loopbackConnectionTimeoutMs);
    expect(connect("http://localhost.example.com")).toBe(sdkTimeouts.connectionTimeoutMs);
  });

  it("recognises unreachable, timed-out and throttled errors through a cause chain, and nothing else", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    expect(isUnavailableError(new Error("wrapped", { cause: refused }))).toBe(true);
    expect(isUnavailableError(Object.assign(new Error("x"), { name: "TimeoutError" }))).toBe(true);
    expect(isUnavailableError({ name: "ThrottlingException", $metadata: { httpStatusCode: 400 } })).toBe(true);
    expect(isUnavailableError({ name: "InternalFailure", $metadata: { httpStatusCode: 503 } })).toBe(true);
    expect(isUnavailableError(new AggregateError([refused]))).toBe(true);
    expect(isUnavailableError(new Error("bug"))).toBe(false);
    expect(isUnavailableError({ name: "ConditionalCheckFailedException", $metadata: { httpStatusCode: 400 } })).toBe(
      false,
    );
    expect(isUnavailableError(undefined)).toBe(false);
  });
});
