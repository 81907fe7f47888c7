import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../test/api";
import { renderApp } from "../test/renderApp";

describe("the environment call (rules-calls-errors-spec §8)", () => {
  it('shows "No connection to server!" when /api/env gives no response', async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    renderApp("/login/");
    expect((await screen.findByRole("alert")).textContent).toBe("No connection to server!");
  });

  it("shows it too for an empty answer", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 502 }));
    renderApp("/login/");
    expect((await screen.findByRole("alert")).textContent).toBe("No connection to server!");
  });

  it("only logs another failure and goes on with the default vendor", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fakeApi({ "GET /api/env": { status: 500, body: { error: { code: "common.server_error", message: "x" } } } });
    renderApp("/login/");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(document.title).toBe("Intranet");
    expect(log).toHaveBeenCalled();
  });

  it("applies the vendor variant: title, favicon and system avatar", async () => {
    fakeApi({ "GET /api/env": { body: { vendor: "yandex" } } });
    renderApp("/login/");
    await screen.findByRole("heading", { name: "Sign in" });
    await vi.waitFor(() => expect(document.title).toBe("Yandex Intranet"));
    expect(document.querySelector<HTMLLinkElement>("link[rel='icon']")?.href).toContain("/favicon-yandex.svg");
    expect(document.querySelector<HTMLImageElement>(".public-brand img")?.src).toContain("/system-avatar-yandex.svg");
  });
});
