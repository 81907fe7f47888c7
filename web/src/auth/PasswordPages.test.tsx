import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi } from "../test/api";
import { renderApp } from "../test/renderApp";

describe("password recovery (/forgot-password/)", () => {
  it("requires an email", async () => {
    const api = fakeApi();
    renderApp("/forgot-password/");
    await userEvent.click(await screen.findByRole("button", { name: "Send the link" }));
    expect(await screen.findByText("Field is required")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/forgot_password");
  });

  it("rejects an invalid email with the contract's message", async () => {
    fakeApi();
    renderApp("/forgot-password/");
    await userEvent.type(await screen.findByLabelText("Email"), "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByText("Enter a valid e-mail address")).toBeTruthy();
  });

  it("sends the link and says so", async () => {
    const api = fakeApi({ "POST /api/forgot_password": { status: 204 } });
    renderApp("/forgot-password/");
    await userEvent.type(await screen.findByLabelText("Email"), "Ann@Example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(api.bodyOf("POST /api/forgot_password")).toEqual({ email: "ann@example.com" });
  });

  it("shows the catalogue message of a refusal", async () => {
    fakeApi({ "POST /api/forgot_password": apiError(404, "login.no_user_with_email") });
    renderApp("/forgot-password/");
    await userEvent.type(await screen.findByLabelText("Email"), "ann@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send the link" }));
    expect((await screen.findByRole("alert")).textContent).toContain("No user with that email");
  });
});

describe("new password (/reset-password/{token})", () => {
  async function fill(password: string, confirm: string) {
    if (password) await userEvent.type(await screen.findByLabelText("New password", { selector: "input" }), password);
    if (confirm) await userEvent.type(screen.getByLabelText("Repeat the new password"), confirm);
    await userEvent.click(screen.getByRole("button", { name: "Save the password" }));
  }

  it("asks for the new password twice", async () => {
    fakeApi();
    renderApp("/reset-password/tok123");
    await screen.findByLabelText("New password", { selector: "input" });
    await fill("", "");
    expect(await screen.findByText("Enter a new password")).toBeTruthy();
    expect(screen.getByText("Repeat the new password", { selector: "[role=alert]" })).toBeTruthy();
  });

  it("needs at least 6 characters", async () => {
    fakeApi();
    renderApp("/reset-password/tok123");
    await fill("abc", "abc");
    expect(await screen.findByText("The password must be at least 6 characters")).toBeTruthy();
  });

  it("needs both entries to match", async () => {
    fakeApi();
    renderApp("/reset-password/tok123");
    await fill("secret1", "secret2");
    expect(await screen.findByText("Passwords must match")).toBeTruthy();
  });

  it("posts the new password to the token's address and offers to sign in", async () => {
    const api = fakeApi({ "POST /api/reset_password/tok123": { status: 204 } });
    renderApp("/reset-password/tok123");
    await fill("secret1", "secret1");
    await waitFor(() => expect(api.calls).toContain("POST /api/reset_password/tok123"));
    expect(api.bodyOf("POST /api/reset_password/tok123")).toEqual({ password: "secret1", confirm: "secret1" });
    expect(await screen.findByText("The password has been changed. You can sign in now.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login/");
  });

  it("says when the link is no longer valid", async () => {
    fakeApi({ "POST /api/reset_password/tok123": apiError(400, "login.reset_token_invalid") });
    renderApp("/reset-password/tok123");
    await fill("secret1", "secret1");
    expect((await screen.findByRole("alert")).textContent).toContain("The reset link is invalid or has expired");
  });
});

describe("registration (/register/)", () => {
  it("explains that the company's administrator creates accounts", async () => {
    fakeApi();
    renderApp("/register/");
    expect(await screen.findByText(/created by your company's administrator/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/login/");
  });
});

describe("external sign-in return (/authorize)", () => {
  it("says the link is incomplete without a code", async () => {
    fakeApi();
    renderApp("/authorize");
    expect((await screen.findByRole("alert")).textContent).toContain("incomplete");
  });
});
