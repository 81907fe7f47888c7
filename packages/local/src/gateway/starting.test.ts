import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import { useEventBus } from "@intranet/core/events";
import { publishMedia } from "@intranet/core/files";
import { subscriptions } from "@intranet/functions/subscriptions";
import { LocalBus } from "../bus/local-bus";
import { applyFilesThroughGateway, applyGatewayEnvironment } from "../environment";
import { tokenFor } from "../testing/tokens";
import { uploadThroughApi } from "../testing/upload";
import { startGateway, type Gateway } from "./server";

/**
 * The gateway as `npm start` runs it: `/api/*` answers 503 common.starting until the seed is done,
 * and the files bucket is served through the same port (uploads, presigned downloads, public media).
 */
const stack = inject("testStack");
let gateway: Gateway;
let bus: LocalBus;
beforeAll(async () => {
  gateway = await startGateway({ starting: true, files: { bucket: stack.bucketName, target: stack.s3! } });
  applyGatewayEnvironment(gateway);
  applyFilesThroughGateway(gateway.url, stack.bucketName);
  bus = new LocalBus(subscriptions);
  useEventBus(bus);
});
afterAll(async () => {
  await bus?.drain();
  await gateway?.close();
});

const call = async (
  method: string,
  path: string,
  options: { token?: string; tenantId?: string; body?: unknown } = {},
) => {
  const response = await fetch(`${gateway.url}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.tenantId ? { "x-client-id": options.tenantId } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined, text };
};

function upgradeStatus(): Promise<number | "open"> {
  return new Promise((resolve) => {
    const socket = new WebSocket(gateway.wsUrl);
    socket.on("open", () => {
      socket.close();
      resolve("open");
    });
    socket.on("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
    socket.on("error", () => undefined);
  });
}

describe.skipIf(!stack.s3)("npm start's gateway", () => {
  it("answers 503 common.starting on every API route until ready, then serves them", async () => {
    for (const [method, path] of [
      ["GET", "/api/env"],
      ["GET", "/api/health"],
      ["POST", "/api/login"],
    ] as const) {
      const response = await call(method, path, { body: method === "POST" ? {} : undefined });
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ error: { code: "common.starting", message: expect.any(String) } });
      expect(response.headers.get("retry-after")).toBe("2");
    }
    expect(await upgradeStatus()).toBe(503);
    gateway.ready();
    expect(await call("GET", "/api/env")).toMatchObject({ status: 200, body: { vendor: "default" } });
  });

  it("serves uploads, presigned downloads and public pictures through its own port", async () => {
    gateway.ready();
    const member = await tokenFor({ role: "employee" });
    const caller = { token: member.token, tenantId: member.tenantId! };
    const as = (who: typeof caller, method: string, path: string, options: { body?: unknown } = {}) =>
      call(method, path, { ...options, token: who.token, tenantId: who.tenantId });
    const bytes = new TextEncoder().encode("hello through one port");
    const ticketUrls: string[] = [];
    const fileId = await uploadThroughApi(
      async (who, method, path, options) => {
        const result = await as(who, method, path, options);
        if (path === "/api/upload") ticketUrls.push(result.body.url);
        return result;
      },
      caller,
      { bytes, name: "note.txt", contentType: "text/plain", module: "common" },
    );
    expect(ticketUrls[0]).toBe(`${gateway.url}/${stack.bucketName}`);
    const { body: download } = await as(caller, "GET", `/api/files/${fileId}/url`);
    expect(download.url.startsWith(`${gateway.url}/${stack.bucketName}/`)).toBe(true);
    const fetched = await fetch(download.url);
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toBe("hello through one port");

    const picture = await publishMedia(caller.tenantId, {
      name: "avatar-test.png",
      body: new Uint8Array([137, 80, 78, 71]),
      contentType: "image/png",
    });
    expect(picture).toBe(`${gateway.url}/${stack.bucketName}/${caller.tenantId}/media/avatar-test.png`);
    const image = await fetch(picture);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });
});
