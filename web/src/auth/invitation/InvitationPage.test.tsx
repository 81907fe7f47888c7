import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi } from "../../test/api";
import { renderApp } from "../../test/renderApp";

const grace = {
  firstName: "Grace",
  email: "grace@acme.test",
  company: "Acme",
  workspace: "acme",
  expiresAt: "2026-12-07T08:00:00.000Z",
};

describe("an invitation (/register/{token})", () => {
  it("greets the person with their company, and sets the password twice-typed", async () => {
    const api = fakeApi({
      "GET /api/invitations/tok123": { body: grace },
      "POST /api/sso/discover": { body: { sso: null } },
      "POST /api/reset_password/tok123": { status: 204 },
    });
    renderApp("/register/tok123");
    expect((await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 })).textContent).toBe("Welcome, Grace");
    expect(screen.getByText("You are invited to the intranet of Acme.")).toBeTruthy();
    expect(screen.getByText("Your account: grace@acme.test")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sign in with your company account" })).toBeNull();

    await userEvent.type(screen.getByLabelText("New password", { selector: "input" }), "secret1");
    await userEvent.type(screen.getByLabelText("Repeat the new password"), "secret2");
    await userEvent.click(screen.getByRole("button", { name: "Save the password" }));
    expect(await screen.findByText("Passwords must match")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/reset_password/tok123");

    await userEvent.clear(screen.getByLabelText("Repeat the new password"));
    await userEvent.type(screen.getByLabelText("Repeat the new password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Save the password" }));
    await waitFor(() =>
      expect(api.bodyOf("POST /api/reset_password/tok123")).toEqual({ password: "secret1", confirm: "secret1" }),
    );
    expect(await screen.findByText("Your password is set. Sign in with your e-mail and this password.")).toBeTruthy();
    expect(api.bodyOf("POST /api/sso/discover")).toEqual({ email: "grace@acme.test" });
  });

  it("takes the token from ?token= too, and offers the company's sign-in when it has SSO", async () => {
    fakeApi({
      "GET /api/invitations/tok456": { body: grace },
      "POST /api/sso/discover": {
        body: { sso: { providerName: "acme-entra", displayName: "Acme Entra", workspace: "acme" } },
      },
    });
    renderApp("/register/?token=tok456");
    expect(
      await screen.findByRole("link", { name: "Sign in with your company account" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText("Choose your password")).toBeTruthy();
  });

  it("says an expired or used link no longer works, and how to get a new one", async () => {
    fakeApi({
      // No server text: the page's own English catalogue says it.
      "GET /api/invitations/old": apiError(404, "invitations.link_invalid", ""),
    });
    renderApp("/register/old");
    expect((await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 })).textContent).toBe(
      "This link no longer works",
    );
    expect(screen.getByRole("alert").textContent).toContain("expired or was used already");
    const links = within(screen.getByRole("navigation"));
    expect(links.getByRole("link", { name: "Recover the password" }).getAttribute("href")).toBe("/forgot-password/");
    expect(screen.queryByLabelText("New password", { selector: "input" })).toBeNull();
  });

  it("without a token explains that accounts come from the administrator", async () => {
    fakeApi();
    renderApp("/register/");
    expect(await screen.findByText(/Accounts are created by your company's administrator/)).toBeTruthy();
  });
});
