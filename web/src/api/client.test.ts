import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getSession } from "../session/session";
import { apiError, fakeApi } from "../test/api";
import { storeSession, userView } from "../test/fixtures";
import { apiRequest } from "./client";
import { onShowError, type ShownError } from "./errorEvents";
import { ApiError } from "./errors";
import { setNavigator } from "./navigation";

describe("the API client (rules-calls-errors-spec §8 Handling of answers)", () => {
  let shown: ShownError[];
  let navigations: string[];
  let stop: () => void;

  beforeEach(() => {
    shown = [];
    navigations = [];
    stop = onShowError((error) => shown.push(error));
    setNavigator((to) => navigations.push(to));
    window.history.replaceState(null, "", "/groups/g1");
    storeSession(userView());
  });
  afterEach(() => stop());

  it("sends the token and the company header, and parses JSON", async () => {
    const api = fakeApi({ "GET /api/thing": { body: { ok: true } } });
    await expect(apiRequest("GET", "/api/thing")).resolves.toEqual({ ok: true });
    expect(api.headersOf("GET /api/thing")?.get("authorization")).toBe("Bearer token-1");
    expect(api.headersOf("GET /api/thing")?.get("x-client-id")).toBe("c1");
  });

  it("sends neither on a public call", async () => {
    const api = fakeApi({ "POST /api/login": { body: {} } });
    await apiRequest("POST", "/api/login", { public: true, body: {} });
    expect(api.headersOf("POST /api/login")?.get("authorization")).toBeNull();
    expect(api.headersOf("POST /api/login")?.get("x-client-id")).toBeNull();
  });

  it("resolves to undefined for 204", async () => {
    fakeApi({ "POST /api/logout": { status: 204 } });
    await expect(apiRequest("POST", "/api/logout")).resolves.toBeUndefined();
  });

  it("401: clears the session, remembers the page and goes to login", async () => {
    fakeApi({ "GET /api/thing": apiError(401, "common.token_invalid") });
    await expect(apiRequest("GET", "/api/thing")).rejects.toBeInstanceOf(ApiError);
    expect(getSession().token).toBeNull();
    expect(sessionStorage.getItem("wanted_path")).toBe("/groups/g1");
    expect(navigations).toEqual(["/login/"]);
    expect(shown).toEqual([]);
  });

  it("401 on a public call is just the answer (a wrong password)", async () => {
    fakeApi({ "POST /api/login": apiError(401, "login.wrong_password") });
    await expect(apiRequest("POST", "/api/login", { public: true, no_show: true })).rejects.toMatchObject({
      code: "login.wrong_password",
    });
    expect(getSession().token).toBe("token-1");
    expect(navigations).toEqual([]);
  });

  it("401 refusing a proof inside a session (a wrong two-factor code) keeps the session", async () => {
    fakeApi({ "POST /api/user/two_factor/confirm": apiError(401, "login.two_factor_code_wrong") });
    await expect(apiRequest("POST", "/api/user/two_factor/confirm", { no_show: true })).rejects.toMatchObject({
      code: "login.two_factor_code_wrong",
    });
    expect(getSession().token).toBe("token-1");
    expect(navigations).toEqual([]);
  });

  it("an expired token ends the session without calling", async () => {
    storeSession(userView(), "2000-01-01T00:00:00.000Z");
    const api = fakeApi();
    await expect(apiRequest("GET", "/api/thing")).rejects.toMatchObject({ status: 401 });
    expect(api.calls).toEqual([]);
    expect(navigations).toEqual(["/login/"]);
  });

  it("403 that ends the session: shown as the login error", async () => {
    fakeApi({ "GET /api/thing": apiError(403, "login.company_blocked") });
    await expect(apiRequest("GET", "/api/thing")).rejects.toMatchObject({ status: 403 });
    expect(getSession().token).toBeNull();
    expect(sessionStorage.getItem("login_notice")).toBe("login.company_blocked");
    expect(navigations).toEqual(["/login/"]);
  });

  it("403 otherwise: the access-denied dialog", async () => {
    fakeApi({ "GET /api/thing": apiError(403, "common.no_access", "No access") });
    await expect(apiRequest("GET", "/api/thing")).rejects.toMatchObject({ code: "common.no_access" });
    expect(shown.map((item) => [item.kind, item.error.code])).toEqual([["forbidden", "common.no_access"]]);
    expect(getSession().token).toBe("token-1");
  });

  it("404 while opening a page: the not-found page", async () => {
    fakeApi({ "GET /api/thing": apiError(404, "common.not_found") });
    await expect(apiRequest("GET", "/api/thing", { navigation: true })).rejects.toMatchObject({ status: 404 });
    expect(navigations).toEqual(["/404"]);
    expect(shown).toEqual([]);
  });

  it("404 of an API call: an error dialog", async () => {
    fakeApi({ "GET /api/thing": apiError(404, "files.not_found") });
    await expect(apiRequest("GET", "/api/thing")).rejects.toMatchObject({ status: 404 });
    expect(shown.map((item) => [item.kind, item.error.code])).toEqual([["error", "files.not_found"]]);
    expect(navigations).toEqual([]);
  });

  it("other errors: the server's catalogue error in a dialog, with the request id and details", async () => {
    const details = { issues: [{ in: "body", path: "name", message: "common.empty_fields", code: "too_small" }] };
    fakeApi({ "PUT /api/thing": apiError(400, "common.validation", "Validation error", details) });
    const error = await apiRequest("PUT", "/api/thing", { body: {} }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, code: "common.validation", requestId: "req-1" });
    expect((error as ApiError).issues).toEqual(details.issues);
    expect(shown).toHaveLength(1);
  });

  it("no_show: nothing is shown, the caller gets the error", async () => {
    fakeApi({ "GET /api/thing": apiError(500, "common.server_error") });
    await expect(apiRequest("GET", "/api/thing", { no_show: true })).rejects.toMatchObject({ status: 500 });
    expect(shown).toEqual([]);
  });

  it("an answer that is not the API's error shape keeps its status", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(apiRequest("GET", "/api/thing")).rejects.toMatchObject({ status: 502, code: null });
    expect(shown).toHaveLength(1);
  });

  it("a network failure: the network error dialog", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(apiRequest("GET", "/api/thing")).rejects.toMatchObject({ kind: "network" });
    expect(shown.map((item) => item.kind)).toEqual(["network"]);
  });
});
