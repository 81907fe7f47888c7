import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../test/api";
import { renderApp } from "../test/renderApp";
import { STARTING_RETRY_MS } from "./useEnvState";

describe("a server that is still starting (npm start seeding its demo)", () => {
  it('shows the "starting" page while /api/env answers 503 common.starting, and opens the app once it is up', async () => {
    let starting = true;
    const api = fakeApi({
      "GET /api/env": () =>
        starting
          ? { status: 503, body: { error: { code: "common.starting", message: "The server is starting" } } }
          : { body: { vendor: "default" } },
    });
    renderApp("/login/");
    expect((await screen.findByRole("status")).textContent).toContain("The intranet is starting");
    expect(screen.queryByRole("heading", { name: "Sign in" })).toBeNull();
    starting = false;
    expect(await screen.findByRole("heading", { name: "Sign in" }, { timeout: STARTING_RETRY_MS * 3 })).toBeTruthy();
    expect(api.calls.filter((call) => call === "GET /api/env").length).toBeGreaterThanOrEqual(2);
  });
});
