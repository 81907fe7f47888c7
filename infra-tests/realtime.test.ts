import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from "@aws-sdk/client-apigatewaymanagementapi";
import { connectionsOfUser } from "@intranet/core/realtime";
import { newId } from "@intranet/core/platform";
import { startTestApi, type TestApi } from "@intranet/local/testing/api";
import { tokenFor } from "@intranet/local/testing/tokens";
import { resources, until } from "./resources";

/**
 * PostToConnection through the standard ApiGatewayManagementApiClient, with the endpoint the
 * handlers get from the `Realtime` link. By default the run's local gateway is the WebSocket API.
 * Against an external AWS_ENDPOINT_URL (LocalStack) a WebSocket API needs a deployed stage, which
 * these tests do not deploy, so they skip there unless INFRA_TESTS_LOCAL_GATEWAY=1 asks for the
 * local gateway over that endpoint's table.
 */
const external = resources.externalEndpoint();
const skipReason =
  external && process.env.INFRA_TESTS_LOCAL_GATEWAY !== "1"
    ? `AWS_ENDPOINT_URL=${external}: a WebSocket API there needs a deployed stage (set INFRA_TESTS_LOCAL_GATEWAY=1 to use the local gateway)`
    : undefined;

interface Frame {
  data: Buffer;
  isBinary: boolean;
}

let api: TestApi | undefined;
let management: ApiGatewayManagementApiClient;
let wsUrl: string;

beforeAll(async () => {
  if (skipReason) return;
  api = await startTestApi();
  const realtime = JSON.parse(process.env.SST_RESOURCE_Realtime ?? "{}") as {
    url?: string;
    managementEndpoint?: string;
  };
  expect(realtime.managementEndpoint).toMatch(/^https?:\/\//);
  expect(realtime.url).toMatch(/^wss?:\/\//);
  wsUrl = realtime.url!;
  management = new ApiGatewayManagementApiClient({ endpoint: realtime.managementEndpoint });
});
afterAll(async () => {
  management?.destroy();
  await api?.close();
});

/** Opens a socket as the SPA does and returns it with the frames it receives and its connection id. */
async function open() {
  const actor = await tokenFor();
  const socket = new WebSocket(`${wsUrl}?token=${encodeURIComponent(actor.token)}&client_id=${actor.tenantId}`);
  const frames: Frame[] = [];
  socket.on("message", (data, isBinary) => frames.push({ data: Buffer.from(data as Buffer), isBinary }));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
    socket.once("unexpected-response", (_request, response) =>
      reject(new Error(`$connect refused ${response.statusCode}`)),
    );
  });
  const stored = await until(
    () => connectionsOfUser(actor.tenantId!, actor.userId),
    (list) => list.length > 0,
  );
  expect(stored).toHaveLength(1);
  return { socket, frames, connectionId: stored[0]!.connectionId };
}

describe("PostToConnection", () => {
  it("delivers the posted bytes to the connected socket, in order", async (context) => {
    if (skipReason) context.skip(skipReason);
    const { socket, frames, connectionId } = await open();
    try {
      const first = '{"type":"chat.message","text":"Привіт 👋"}';
      const second = "plain text, not JSON";
      await management.send(
        new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(first) }),
      );
      await management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: second }));
      await until(
        () => frames.length,
        (count) => count >= 2,
      );
      expect(frames.map((frame) => frame.data.toString("utf8"))).toEqual([first, second]);
      expect(Buffer.compare(frames[0]!.data, Buffer.from(first, "utf8"))).toBe(0);
      expect(frames.map((frame) => frame.isBinary)).toEqual([false, false]); // API Gateway sends text frames
    } finally {
      socket.close();
    }
  });

  it("throws GoneException for an unknown connection id, and for one that has disconnected", async (context) => {
    if (skipReason) context.skip(skipReason);
    const post = (connectionId: string) =>
      management.send(
        new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode("{}") }),
      );

    const unknown = await post(`${newId()}=`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(unknown).toBeInstanceOf(GoneException);
    expect((unknown as GoneException).$metadata.httpStatusCode).toBe(410);

    const { socket, connectionId } = await open();
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.close();
    await closed;
    const gone = await until(
      () =>
        post(connectionId).then(
          () => undefined,
          (error: unknown) => error,
        ),
      (error) => error !== undefined,
    );
    expect(gone).toBeInstanceOf(GoneException);
  });
});
