import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClientView, UserView } from "@intranet/contracts";
import { describe, expect, it, vi } from "vitest";
import { apiError, fakeApi, type FakeRoutes } from "../test/api";
import { FakeWebSocket } from "../test/fakeWebSocket";
import { clientView, storeSession, userView, withRoles } from "../test/fixtures";
import { renderApp } from "../test/renderApp";

function startup(user: UserView, client: ClientView = clientView(), extra: FakeRoutes = {}): FakeRoutes {
  return {
    [`GET /api/user/${user._id}`]: { body: user },
    [`GET /api/clients/${client._id}`]: { body: client },
    [`GET /api/clients/by_ws/${client.workspace}`]: { body: client },
    [`GET /api/user/for_client/${client._id}`]: { body: { items: [user], cursor: null } },
    ...extra,
  };
}

async function signedIn(user: UserView, path = "/company", client?: ClientView, extra: FakeRoutes = {}) {
  const api = fakeApi(startup(user, client, extra));
  storeSession(user);
  const app = renderApp(path);
  await waitFor(() => expect(document.querySelector(".shell-navbar")).not.toBeNull());
  return { api, app };
}

describe("home shell startup (product-spec §4)", () => {
  it("shows the 64 px loader until the user and the company are known", async () => {
    const user = userView();
    let answerClient: ((value: Response) => void) | undefined;
    fakeApi(startup(user));
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      String(input).endsWith("/api/clients/c1")
        ? new Promise<Response>((resolve) => (answerClient = resolve))
        : realFetch(input, init);
    storeSession(user);
    renderApp("/company");
    const loader = await screen.findByRole("status", { name: "Loading…" });
    expect(loader.querySelector("svg")?.getAttribute("width")).toBe("64");
    expect(screen.queryByRole("navigation", { name: "Main menu" })).toBeNull();
    await waitFor(() => expect(answerClient).toBeDefined());
    expect(screen.getByRole("status", { name: "Loading…" })).toBeTruthy();
    answerClient!(new Response(JSON.stringify(clientView())));
    expect(await screen.findByRole("navigation", { name: "Main menu" })).toBeTruthy();
  });

  it("calls env, own info, the company and its users in order, with the company header", async () => {
    const { api } = await signedIn(userView());
    await waitFor(() => expect(api.calls).toContain("GET /api/user/for_client/c1"));
    // The start page's module may load its own data once the company is known; startup's order is what counts here.
    const startup = ["GET /api/env", "GET /api/user/u1", "GET /api/clients/c1", "GET /api/user/for_client/c1"];
    expect(api.calls.filter((call) => startup.includes(call))).toEqual(startup);
    expect(api.headersOf("GET /api/user/for_client/c1")?.get("x-client-id")).toBe("c1");
  });

  it("enters the company by its workspace once known", async () => {
    localStorage.setItem("workspace", "acme");
    const { api } = await signedIn(userView());
    expect(api.calls).toContain("GET /api/clients/by_ws/acme");
    expect(api.calls).not.toContain("GET /api/clients/c1");
  });

  it("restores a superadmin's stored company, using the login answer as own info", async () => {
    const root = withRoles(["superadmin"], { _id: "root", client_id: "$platform", rights: [] });
    localStorage.setItem("client_id", "c1");
    localStorage.setItem("user_id", "root");
    const { api } = await signedIn(root, "/company");
    expect(api.calls).not.toContain("GET /api/user/root");
    expect(api.headersOf("GET /api/clients/c1")?.get("x-client-id")).toBe("c1");
  });

  it("sets the language from the user's profile", async () => {
    await signedIn(userView({ lang: "ua" }));
    expect(await screen.findByRole("menuitem", { name: "Компанія" })).toBeTruthy();
  });

  it("opens the realtime socket and identifies with the company and user", async () => {
    await signedIn(userView());
    const socket = FakeWebSocket.instances.at(-1)!;
    expect(socket.url).toBe("ws://localhost:3000/ws?token=token-1&workspace=acme");
    act(() => socket.open());
    expect(JSON.parse(socket.sent[0]!)).toMatchObject({ action: "identify", client_id: "c1", user_id: "u1" });
  });

  it("shows a failed call's catalogue message in the error dialog, in the user's language", async () => {
    const user = userView({ lang: "ru" });
    await signedIn(user, "/company", clientView(), {
      "GET /api/user/for_client/c1": apiError(500, "common.server_error", "Server error (e500)"),
    });
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Ошибка сервера (e500)")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Закрыть" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("home shell (product-spec §2)", () => {
  it("shows the menu of the user's rights and the tenant's features, names and order", async () => {
    const client = clientView({
      features: [{ code: "calendar", active: false }],
      design: { menuNames: { groups: "Teams" }, menuOrder: ["groups"] },
    });
    await signedIn(userView({ rights: ["wall", "groups", "calendar"] }), "/company", client);
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    const labels = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent);
    // Development plans (idp) is everyone's: no right needed.
    expect(labels).toEqual(["Teams", "Notifications", "Company", "Profile", "Development plans"]);
  });

  it("puts the tenant's logo, name and colors in the header", async () => {
    const client = clientView({ name: "Acme Ltd", design: { logo: "/logo.png", colors: { header: "#112233" } } });
    await signedIn(userView(), "/company", client);
    const header = screen.getByRole("banner");
    expect(within(header).getByText("Acme Ltd")).toBeTruthy();
    expect(header.querySelector("img")?.getAttribute("src")).toBe("/logo.png");
    expect(document.documentElement.style.getPropertyValue("--tenant-header-bg")).toBe("#112233");
  });

  it("toggles the developer info with Ctrl+Shift+D", async () => {
    await signedIn(userView());
    expect(screen.queryByRole("complementary", { name: "Developer info" })).toBeNull();
    fireEvent.keyDown(window, { key: "D", ctrlKey: true, shiftKey: true });
    const info = await screen.findByRole("complementary", { name: "Developer info" });
    expect(within(info).getByText("acme")).toBeTruthy();
    fireEvent.keyDown(window, { key: "d", ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(screen.queryByRole("complementary", { name: "Developer info" })).toBeNull());
  });

  it("marks the Profile entry current on one's own profile only, not on a colleague's", async () => {
    const colleague = userView({ _id: "u2", firstName: "Chloe", lastName: "Davis" });
    const { app } = await signedIn(userView(), "/profile/u2", clientView(), {
      "GET /api/user/u2": { body: colleague },
    });
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    const profile = () => within(menu).getByRole("menuitem", { name: "Profile" });
    await screen.findByRole("heading", { level: 1, name: "Chloe Davis" });
    expect(profile().getAttribute("aria-current")).toBeNull();
    expect(profile().classList.contains("bp6-active")).toBe(false);

    await userEvent.click(profile());
    await waitFor(() => expect(app.location()).toBe("/profile/u1"));
    await waitFor(() => expect(profile().getAttribute("aria-current")).toBe("page"));
    expect(profile().classList.contains("bp6-active")).toBe(true);
  });

  it("opens the profile in a new tab on an avatar click", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    await signedIn(userView());
    await userEvent.click(screen.getByRole("button", { name: /Ann Lee/ }));
    expect(open).toHaveBeenCalledWith("/profile/u1", "_blank", "noopener");
  });

  it("saves a language switch to the user's lang", async () => {
    const { api } = await signedIn(userView(), "/company", clientView(), {
      "PUT /api/user/u1": ({ body }) => ({ body: userView(body as Partial<UserView>) }),
    });
    await userEvent.click(screen.getByRole("radio", { name: "RU" }));
    expect(await screen.findByRole("menuitem", { name: "Компания" })).toBeTruthy();
    await waitFor(() => expect(api.bodyOf("PUT /api/user/u1")).toEqual({ lang: "ru" }));
  });

  it("offers the dark theme only with the dark_theme right", async () => {
    await signedIn(userView({ rights: ["wall"] }));
    expect(screen.queryByRole("button", { name: "Dark theme" })).toBeNull();
  });

  it("switches to the dark theme where allowed", async () => {
    await signedIn(userView({ rights: ["wall", "dark_theme"] }));
    await userEvent.click(screen.getByRole("button", { name: "Dark theme" }));
    expect(document.body.classList.contains("bp6-dark")).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Light theme" }));
    expect(document.body.classList.contains("bp6-dark")).toBe(false);
  });

  it("reports leaving a tracked module", async () => {
    const { api } = await signedIn(userView(), "/company", clientView(), {
      "POST /api/analytics/modules": { status: 204 },
    });
    await userEvent.click(screen.getByRole("menuitem", { name: "Groups" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/analytics/modules"));
    expect(api.bodyOf("POST /api/analytics/modules")).toMatchObject({
      module: "company",
      user_id: "u1",
      client_id: "c1",
    });
  });

  it("signs out: tells the server and the socket, clears the session, shows login", async () => {
    const { api, app } = await signedIn(userView(), "/company", clientView(), { "POST /api/logout": { status: 204 } });
    const socket = FakeWebSocket.instances.at(-1)!;
    act(() => socket.open());
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(app.location()).toBe("/login/"));
    expect(api.calls).toContain("POST /api/logout");
    expect(sessionStorage.getItem("wanted_path")).toBeNull();
    expect(socket.sent.map((text) => JSON.parse(text).action)).toContain("user-logout");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("uses the mobile footer and main menu under 769 px", async () => {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes("max-width"),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    fakeApi(startup(userView()));
    storeSession(userView());
    renderApp("/company");
    const footer = await screen.findByRole("navigation", { name: "Menu" });
    expect(within(footer).getAllByRole("link")).toHaveLength(4);
    await userEvent.click(within(footer).getByRole("button", { name: "More" }));
    const drawer = await screen.findByRole("navigation", { name: "Main menu" });
    await userEvent.click(within(drawer).getByRole("menuitem", { name: "Groups" }));
    await waitFor(() => expect(screen.queryByRole("navigation", { name: "Main menu" })).toBeNull());
  });
});
