import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect as tcpConnect } from "node:net";
import { WebSocket } from "ws";
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from "@aws-sdk/client-apigatewaymanagementapi";
import { connectionsOfUser, saveConnection, publish, publishEach } from "@intranet/core/realtime";
import { newId } from "@intranet/core/platform";
import { startTestApi, type TestApi } from "../testing/api";
import { testWorkspace, tokenFor, type TestActor } from "../testing/tokens";

let api: TestApi;
let management: ApiGatewayManagementApiClient;
beforeAll(async () => {
  api = await startTestApi();
  management = new ApiGatewayManagementApiClient({ endpoint: api.gateway.url });
});
afterAll(() => api?.close());

/** Opens a socket and collects what the server pushes. */
async function connect(actor: TestActor, clientId = actor.tenantId ?? "", query = `client_id=${clientId}`) {
  const socket = new WebSocket(`${api.gateway.wsUrl}?token=${encodeURIComponent(actor.token)}&${query}`);
  const received: any[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  socket.on("message", (data) => received.push(JSON.parse(data.toString())));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
    socket.once("unexpected-response", (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
  });
  return { socket, received };
}

async function until<T>(probe: () => Promise<T> | T, accept: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("the WebSocket API", () => {
  it("refuses $connect without a valid token, and for another tenant", async () => {
    const actor = await tokenFor();
    await expect(connect({ ...actor, token: "bad" })).rejects.toThrow("refused 401");
    await expect(connect(actor, newId())).rejects.toThrow("refused 403");
  });

  it("joins the workspace named in the query, refusing another tenant's and unknown ones", async () => {
    const actor = await tokenFor();
    const other = await tokenFor();
    const { socket } = await connect(actor, "", `workspace=${testWorkspace(actor.tenantId!)}`);
    expect(await connectionsOfUser(actor.tenantId!, actor.userId)).toHaveLength(1);
    socket.close();
    await expect(connect(actor, "", `workspace=${testWorkspace(other.tenantId!)}`)).rejects.toThrow("refused 403");
    await expect(connect(actor, "", "workspace=nosuchworkspace")).rejects.toThrow("refused 404");
  });

  it("stores the connection on $connect, pushes through /@connections, and cleans up on disconnect", async () => {
    const actor = await tokenFor();
    const { socket, received } = await connect(actor);
    const stored = await connectionsOfUser(actor.tenantId!, actor.userId);
    expect(stored).toHaveLength(1);
    const connectionId = stored[0]!.connectionId;

    await management.send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode('{"type":"hello"}') }),
    );
    const info = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(info.Identity?.SourceIp).toBe("127.0.0.1");
    await until(
      () => received.length,
      (count) => count > 0,
    );
    expect(received).toEqual([{ type: "hello" }]);

    socket.close();
    const remaining = await until(
      () => connectionsOfUser(actor.tenantId!, actor.userId),
      (list) => list.length === 0,
    );
    expect(remaining).toEqual([]);
    await expect(
      management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new Uint8Array([1]) })),
    ).rejects.toBeInstanceOf(GoneException);
  });

  it("answers ping and identify on $default, refusing a wrong identity", async () => {
    const actor = await tokenFor();
    const { socket, received } = await connect(actor);
    socket.send(JSON.stringify({ action: "ping" }));
    socket.send(JSON.stringify({ action: "identify", client_id: actor.tenantId, user_id: "someone-else" }));
    socket.send(JSON.stringify({ action: "identify", client_id: actor.tenantId, user_id: actor.userId }));
    await until(
      () => received.length,
      (count) => count >= 2,
    );
    expect(received.map((message) => message.type).sort()).toEqual(["identified", "pong"]);
    const [stored] = await connectionsOfUser(actor.tenantId!, actor.userId);
    expect(stored?.identifiedAt).toBeGreaterThan(0);
    socket.close();
  });

  it("closes the socket on user-logout and on DeleteConnection", async () => {
    const actor = await tokenFor();
    const first = await connect(actor);
    const closed = new Promise((resolve) => first.socket.once("close", resolve));
    first.socket.send(JSON.stringify({ action: "user-logout" }));
    await closed;

    const second = await connect(actor);
    const [stored] = await connectionsOfUser(actor.tenantId!, actor.userId);
    const closedToo = new Promise((resolve) => second.socket.once("close", resolve));
    await management.send(new DeleteConnectionCommand({ ConnectionId: stored!.connectionId }));
    await closedToo;
    expect(
      await until(
        () => connectionsOfUser(actor.tenantId!, actor.userId),
        (list) => !list.length,
      ),
    ).toEqual([]);
  });

  it("publish() reaches every socket of the users in that tenant only, and drops gone connections", async () => {
    const tenantId = newId();
    const alice = await tokenFor({ tenantId });
    const bob = await tokenFor({ tenantId });
    const stranger = await tokenFor({ userId: alice.userId }); // same user id, other tenant
    const aliceTabs = [await connect(alice), await connect(alice)];
    const bobTab = await connect(bob);
    const strangerTab = await connect(stranger);

    const delivered = await publish(tenantId, [alice.userId], { type: "system.message", text: "hi" });
    expect(delivered).toBe(2);
    for (const tab of aliceTabs)
      await until(
        () => tab.received.length,
        (count) => count > 0,
      );
    expect(aliceTabs.map((tab) => tab.received)).toEqual([
      [{ type: "system.message", text: "hi" }],
      [{ type: "system.message", text: "hi" }],
    ]);
    expect(bobTab.received).toEqual([]);
    expect(strangerTab.received).toEqual([]);

    // A connection API Gateway no longer has (lost without $disconnect) is forgotten on publish.
    await saveConnection({ clientId: tenantId, userId: alice.userId, connectionId: "gone-connection=" });
    expect(await connectionsOfUser(tenantId, alice.userId)).toHaveLength(3);
    expect(await publish(tenantId, [alice.userId], { type: "system.message", text: "again" })).toBe(2);
    expect(await connectionsOfUser(tenantId, alice.userId)).toHaveLength(2);
    for (const tab of [...aliceTabs, bobTab, strangerTab]) tab.socket.close();
  });

  it("publishEach() gives each of many users their own event with one tenant-wide look-up, no other tenant's", async () => {
    const tenantId = newId();
    const people = await Promise.all(Array.from({ length: 12 }, () => tokenFor({ tenantId })));
    const quiet = await tokenFor({ tenantId }); // connected, not addressed
    const stranger = await tokenFor({ userId: people[0]!.userId }); // same user id, other tenant
    const tabs = await Promise.all(people.map((person) => connect(person)));
    const quietTab = await connect(quiet);
    const strangerTab = await connect(stranger);

    const reached = await publishEach(
      tenantId,
      people.map((person, index) => ({
        userId: person.userId,
        event: { type: "notification.unread" as const, unread: index },
      })),
    );
    expect([...reached.values()]).toEqual(people.map(() => 1));
    for (const tab of tabs)
      await until(
        () => tab.received.length,
        (count) => count > 0,
      );
    expect(tabs.map((tab) => tab.received)).toEqual(
      people.map((_, index) => [{ type: "notification.unread", unread: index }]),
    );
    expect(quietTab.received).toEqual([]);
    expect(strangerTab.received).toEqual([]);
    for (const tab of [...tabs, quietTab, strangerTab]) tab.socket.close();
  });
  it("outlives a browser that goes away while $connect runs (accepted or refused): no uncaught socket error", async () => {
    const actor = await tokenFor();
    const { port } = new URL(api.gateway.wsUrl);
    const path = new URL(api.gateway.wsUrl).pathname;
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", record);
    try {
      // A tab closed mid-handshake resets its connection: the gateway then answers (101 or 401)
      // into a socket that is gone, which must not throw out of the server (it took down a test run).
      for (const token of [actor.token, "bad", actor.token, "bad"]) {
        const raw = tcpConnect(Number(port), "127.0.0.1");
        raw.on("error", () => undefined);
        await new Promise<void>((resolve) => raw.once("connect", () => resolve()));
        raw.write(
          `GET ${path}?token=${encodeURIComponent(token)}&client_id=${actor.tenantId} HTTP/1.1\r\n` +
            "Host: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
        );
        await new Promise((resolve) => setTimeout(resolve, 1));
        raw.resetAndDestroy();
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(uncaught).toEqual([]);
      const { socket } = await connect(actor);
      socket.close();
    } finally {
      process.off("uncaughtException", record);
    }
  });
});
