import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envResponseSchema, healthResponseSchema } from "@intranet/contracts";
import { routeTable } from "@intranet/functions/routes";
import { startTestApi, call, type TestApi } from "../testing/api";
import { ensureTestTenant, tokenFor } from "../testing/tokens";
import { startGateway, type Gateway } from "./server";
import { probeHandler, probeRoutes } from "./fixtures/probe-area";

describe("system routes through the local gateway", () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi()));
  afterAll(() => api?.close());

  it("GET /api/env answers the default vendor", async () => {
    const response = await api.call("GET", "/api/env");
    expect(response.status).toBe(200);
    expect(envResponseSchema.parse(response.body)).toEqual({ vendor: "default" });
  });

  it("GET /api/env answers yandex when configured", async () => {
    process.env.INTRANET_VENDOR = "yandex";
    try {
      expect((await api.call("GET", "/api/env")).body).toEqual({ vendor: "yandex" });
    } finally {
      delete process.env.INTRANET_VENDOR;
    }
  });

  it("GET /api/health reads the table", async () => {
    const response = await api.call("GET", "/api/health");
    expect(response.status).toBe(200);
    expect(healthResponseSchema.parse(response.body).table).toBe("reachable");
  });

  it("GET /api/health answers 503 with a catalogue code when the table is missing", async () => {
    const saved = process.env.SST_RESOURCE_Table;
    process.env.SST_RESOURCE_Table = JSON.stringify({ name: "intranet-no-such-table" });
    try {
      const response = await api.call("GET", "/api/health");
      expect(response.status).toBe(503);
      expect(response.body.error.code).toBe("common.unavailable");
    } finally {
      process.env.SST_RESOURCE_Table = saved;
    }
  });

  it("answers an unknown API path with 404 and a catalogue code", async () => {
    const response = await api.call("GET", "/api/no/such/route");
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe("common.route_not_found");
  });

  it("answers CORS preflight and adds CORS and request-id headers", async () => {
    const preflight = await fetch(`${api.gateway.url}/api/env`, {
      method: "OPTIONS",
      headers: { origin: "https://portal.example", "access-control-request-method": "GET" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("x-client-id");
    const response = await api.call("GET", "/api/env", { headers: { origin: "https://portal.example" } });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("x-request-id")).toMatch(/[0-9a-f-]{36}/);
  });

  it("refuses a request body over API Gateway's 10 MB", async () => {
    const response = await api.call("POST", "/api/env", { rawBody: "x".repeat(10 * 1024 * 1024 + 1) });
    expect(response.status).toBe(413);
  });

  it("lists only /api paths with unique route keys in the table", () => {
    const keys = routeTable.map((route) => route.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of routeTable) expect(route.path).toMatch(/^\/api\//);
  });
});

describe("the HTTP frame on a fixture area", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ routes: Object.values(probeRoutes), loadArea: async () => probeHandler });
  });
  afterAll(() => api?.close());

  it("hands validated, typed input and the Actor to the route", async () => {
    const caller = await tokenFor({ role: "employee" });
    const response = await api.call("POST", "/api/probe/items/abc%20d?dryRun=yes", {
      token: caller.token,
      body: { name: "Lamp", count: 2 },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: "abc d", dryRun: "yes", name: "Lamp", count: 2, by: caller.userId });
  });

  it("reports every validation issue with where it is", async () => {
    const caller = await tokenFor({ role: "employee" });
    const response = await api.call("POST", "/api/probe/items/ab?dryRun=maybe", {
      token: caller.token,
      body: { name: "", count: -1 },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("common.validation");
    const places = response.body.error.details.issues.map(
      (issue: { in: string; path: string }) => `${issue.in}:${issue.path}`,
    );
    expect(places.sort()).toEqual(["body:count", "body:name", "params:id", "query:dryRun"]);
  });

  it("refuses a body over the route's limit with 413 before parsing", async () => {
    const caller = await tokenFor({ role: "employee" });
    const response = await api.call("POST", "/api/probe/items/abcd", {
      token: caller.token,
      body: { name: "x".repeat(300), count: 1 },
    });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe("common.payload_too_large");
  });

  it("refuses a non-JSON content type", async () => {
    const caller = await tokenFor({ role: "employee" });
    const response = await api.call("POST", "/api/probe/items/abcd", {
      token: caller.token,
      rawBody: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expect(response.body.error.code).toBe("common.unsupported_media_type");
  });

  it("answers a bug with a bare 500: no message, no stack, a request id", async () => {
    const response = await api.call("GET", "/api/probe/crash");
    expect(response.status).toBe(500);
    expect(response.body.error.code).toBe("common.server_error");
    expect(response.text).not.toContain("secret internals");
    expect(response.body.error.requestId).toBe(response.headers.get("x-request-id"));
  });

  it("formats catalogue messages with their parameters", async () => {
    const response = await api.call("GET", "/api/probe/refuse");
    expect(response.status).toBe(413);
    expect(response.body.error).toMatchObject({
      code: "files.storage_limit",
      message: "Storage limit reached (1 GB), available 0 B",
    });
  });

  it("lets a superadmin enter any tenant and keeps others in their own", async () => {
    const superadmin = await tokenFor({ role: "superadmin" });
    const tenantX = await ensureTestTenant();
    const entered = await api.call("GET", "/api/probe/admin", { token: superadmin.token, clientId: tenantX });
    expect(entered.body).toMatchObject({ tenantId: tenantX, homeTenantId: null });
    const admin = await tokenFor({ role: "admin" });
    const own = await api.call("GET", "/api/probe/admin", { token: admin.token });
    expect(own.body).toMatchObject({ tenantId: admin.tenantId, roles: ["admin", "employee"] });
    const elsewhere = await api.call("GET", "/api/probe/admin", { token: admin.token, clientId: tenantX });
    expect(elsewhere.status).toBe(403);
  });

  it("grants feature routes to holders of the right and to admins", async () => {
    const holder = await tokenFor({ role: "employee", rights: ["shop"] });
    expect((await api.call("GET", "/api/probe/shop", { token: holder.token })).status).toBe(200);
    const admin = await tokenFor({ role: "admin" });
    expect((await api.call("GET", "/api/probe/shop", { token: admin.token })).status).toBe(200);
    const other = await tokenFor({ role: "employee", rights: ["wall"] });
    expect((await api.call("GET", "/api/probe/shop", { token: other.token })).status).toBe(403);
  });

  it("passes explicit statuses and headers through", async () => {
    const superadmin = await tokenFor({ role: "superadmin" });
    const response = await api.call("DELETE", "/api/probe/platform/t1", { token: superadmin.token });
    expect(response.status).toBe(204);
    expect(response.headers.get("x-deleted")).toBe("t1");
  });
});

describe("the SPA behind the gateway", () => {
  let gateway: Gateway;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), "intranet-web-"));
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "index.html"), "<!doctype html><title>Intranet</title>");
    writeFileSync(join(root, "assets", "app.js"), "console.log(1)");
    gateway = await startGateway({ webRoot: root });
  });
  afterAll(() => gateway?.close());

  it("serves files, falls back to index.html for client routes, and 404s missing assets", async () => {
    const asset = await call(gateway.url, "GET", "/assets/app.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toContain("javascript");
    const route = await call(gateway.url, "GET", "/company/news");
    expect(route.status).toBe(200);
    expect(route.text).toContain("<title>Intranet</title>");
    expect((await call(gateway.url, "GET", "/assets/missing.js")).status).toBe(404);
    expect((await call(gateway.url, "GET", "/../../etc/passwd")).text).not.toContain("root:");
  });
});
