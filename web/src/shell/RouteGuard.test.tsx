import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UserView } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { fakeApi, type FakeRoutes } from "../test/api";
import { clientView, loginResult, storeSession, userView, withRoles } from "../test/fixtures";
import { renderApp } from "../test/renderApp";

/** The startup calls of a signed-in user of company c1 (workspace acme). */
function startupRoutes(user: UserView, settings: Record<string, unknown> = {}): FakeRoutes {
  return {
    [`GET /api/user/${user._id}`]: { body: user },
    "GET /api/clients/c1": { body: clientView({ settings }) },
    "GET /api/clients/by_ws/acme": { body: clientView({ settings }) },
    "GET /api/user/for_client/c1": { body: { items: [user], cursor: null } },
  };
}

async function landsOn(location: () => string, path: string) {
  await waitFor(() => expect(location()).toBe(path));
}

describe("route guard in the app (product-spec §2)", () => {
  it("remembers the wanted path and sends an unauthenticated visit to login", async () => {
    fakeApi();
    const app = renderApp("/groups/g1?tab=members");
    await landsOn(app.location, "/login/");
    expect(sessionStorage.getItem("wanted_path")).toBe("/groups/g1?tab=members");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
  });

  it("treats an expired token as none: login, and the token is dropped", async () => {
    fakeApi();
    storeSession(userView(), "2000-01-01T00:00:00.000Z");
    const app = renderApp("/calendar/");
    await landsOn(app.location, "/login/");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("lets the reset-password page open without a session", async () => {
    fakeApi();
    const app = renderApp("/reset-password/abc123");
    expect(await screen.findByRole("heading", { name: "New password" })).toBeTruthy();
    expect(app.location()).toBe("/reset-password/abc123");
    expect(sessionStorage.getItem("wanted_path")).toBeNull();
  });

  it("returns to the wanted path after login", async () => {
    const user = userView();
    fakeApi({ "POST /api/login": { body: loginResult(user) }, ...startupRoutes(user) });
    const app = renderApp("/calendar/");
    await landsOn(app.location, "/login/");
    await userEvent.type(await screen.findByLabelText("Login or email"), "ann");
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await landsOn(app.location, "/calendar/");
  });

  for (const path of ["/clients", "/app"])
    it(`sends a non-superadmin from ${path} to company`, async () => {
      const admin = withRoles(["admin"]);
      fakeApi(startupRoutes(admin));
      storeSession(admin);
      const app = renderApp(path);
      await landsOn(app.location, "/company");
    });

  it("sends a non-admin from /employees/ to company", async () => {
    const user = userView();
    fakeApi(startupRoutes(user));
    storeSession(user);
    const app = renderApp("/employees/");
    await landsOn(app.location, "/company");
  });

  it("lets an admin into /employees/", async () => {
    const admin = withRoles(["admin"]);
    fakeApi(startupRoutes(admin));
    storeSession(admin);
    const app = renderApp("/employees/");
    expect(await screen.findByRole("heading", { name: "Employee cabinet" })).toBeTruthy();
    expect(app.location()).toBe("/employees/");
  });

  it("sends a superadmin from the root to clients, without entering a company", async () => {
    const root = userView({ _id: "root", client_id: "$platform", roles: ["superadmin"], rights: [] });
    const api = fakeApi();
    storeSession(root);
    const app = renderApp("/");
    await landsOn(app.location, "/clients");
    expect(await screen.findByRole("heading", { name: "Client management" })).toBeTruthy();
    // Only the clients list itself: no company entered, no workspace users.
    expect(api.calls.filter((call) => call.includes("/api/user/") || call.includes("/api/clients"))).toEqual([
      "GET /api/clients",
    ]);
  });

  it("sends an employee from the root to the company's start page", async () => {
    const user = userView();
    fakeApi(startupRoutes(user, { start_page: "calendar" }));
    storeSession(user);
    const app = renderApp("/");
    await landsOn(app.location, "/calendar");
    expect(localStorage.getItem("start_page")).toBe("calendar");
  });

  it("turns the profile start page into the user's own profile", async () => {
    const user = userView();
    fakeApi(startupRoutes(user, { start_page: "profile" }));
    storeSession(user);
    const app = renderApp("/");
    await landsOn(app.location, "/profile/u1");
  });

  it("defaults the root to company", async () => {
    const user = userView();
    fakeApi(startupRoutes(user));
    storeSession(user);
    const app = renderApp("/");
    await landsOn(app.location, "/company");
  });

  it("shows the not-found page for an unknown path", async () => {
    const user = userView();
    fakeApi(startupRoutes(user));
    storeSession(user);
    renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });

  describe("module access from the manifest", () => {
    it("shows an employee the access-denied page at /admin/, in the shell", async () => {
      const user = userView();
      fakeApi(startupRoutes(user));
      storeSession(user);
      const app = renderApp("/admin/");
      expect(await screen.findByRole("heading", { name: "Access blocked" })).toBeTruthy();
      expect(app.location()).toBe("/admin/");
      expect(screen.queryByRole("heading", { name: "Admin panel" })).toBeNull();
    });

    it("refuses a module whose right the employee lacks, and one whose tenant feature is off", async () => {
      const user = userView({ rights: ["wall"] });
      fakeApi(startupRoutes(user));
      storeSession(user);
      renderApp("/calendar/");
      expect(await screen.findByRole("heading", { name: "Access blocked" })).toBeTruthy();
    });

    it("refuses the learning analytics to an employee with the learning right (its menu entry is admin only)", async () => {
      const user = userView({ rights: ["lms"] });
      fakeApi(startupRoutes(user));
      storeSession(user);
      renderApp("/courses/analytics");
      expect(await screen.findByRole("heading", { name: "Access blocked" })).toBeTruthy();
    });

    it("lets an admin into /admin/ and /employees/", async () => {
      const admin = withRoles(["admin"]);
      fakeApi(startupRoutes(admin));
      storeSession(admin);
      const app = renderApp("/admin/");
      expect(await screen.findByRole("heading", { name: "Admin panel" })).toBeTruthy();
      expect(app.location()).toBe("/admin/");
    });

    it("keeps one main landmark on an error page inside the shell", async () => {
      const user = userView();
      fakeApi(startupRoutes(user));
      storeSession(user);
      renderApp("/admin/");
      await screen.findByRole("heading", { name: "Access blocked" });
      expect(screen.getAllByRole("main")).toHaveLength(1);
    });

    it("keeps one main landmark on the not-found page inside the shell", async () => {
      const user = userView();
      fakeApi(startupRoutes(user));
      storeSession(user);
      renderApp("/no-such-page");
      await screen.findByRole("heading", { name: "Page not found" });
      expect(screen.getAllByRole("main")).toHaveLength(1);
    });
  });
});
