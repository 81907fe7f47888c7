import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../i18n";
import { apiError, fakeApi } from "../test/api";
import { loginResult, userView } from "../test/fixtures";
import { renderApp } from "../test/renderApp";

async function submit(login: string, password: string) {
  const loginField = await screen.findByLabelText("Login or email");
  if (login) await userEvent.type(loginField, login);
  if (password) await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("login form (rules-calls-errors-spec §5 Login and accounts)", () => {
  it("requires a login or email and a password, with the catalogue messages", async () => {
    const api = fakeApi();
    renderApp("/login/");
    await submit("", "");
    expect(await screen.findByText("Enter a login or email")).toBeTruthy();
    expect(screen.getByText("Enter a name or password")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/login");
  });

  it("shows the API's one answer for an unknown login or a wrong password (no account probing)", async () => {
    fakeApi({ "POST /api/login": apiError(401, "login.wrong_credentials", "Wrong login or password") });
    renderApp("/login/");
    await submit("nobody", "secret1");
    expect((await screen.findByRole("alert")).textContent).toContain("Wrong login or password");
  });

  it("localises the API's answer by its code", async () => {
    fakeApi({ "POST /api/login": apiError(401, "login.wrong_password", "Wrong password") });
    await setLanguage("ru");
    renderApp("/login/");
    await userEvent.type(await screen.findByLabelText("Логин или email"), "ann");
    await userEvent.type(screen.getByLabelText("Пароль"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Войти" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Неверный пароль");
  });

  it("shows a network failure in the form", async () => {
    fakeApi({ "GET /api/env": { body: { vendor: "default" } } });
    renderApp("/login/");
    await screen.findByLabelText("Login or email");
    globalThis.fetch = () => Promise.reject(new TypeError("Failed to fetch"));
    await submit("ann", "secret1");
    expect((await screen.findByRole("alert")).textContent).toContain("Problems connecting to the server");
  });

  it("puts the API's validation issues on the fields", async () => {
    fakeApi({
      "POST /api/login": apiError(400, "common.validation", "Validation error", {
        issues: [{ in: "body", path: "login", message: "login.illegal_characters", code: "custom" }],
      }),
    });
    renderApp("/login/");
    await submit("ann", "secret1");
    expect(await screen.findByText("The field contains illegal characters")).toBeTruthy();
  });

  it("signs in: keeps the session and goes on to the app", async () => {
    const user = userView();
    const api = fakeApi({
      "POST /api/login": { body: loginResult(user) },
      "GET /api/user/u1": { body: user },
    });
    const app = renderApp("/login/");
    await submit("ann", "secret1");
    await waitFor(() => expect(app.location()).not.toBe("/login/"));
    expect(api.bodyOf("POST /api/login")).toEqual({ login: "ann", password: "secret1" });
    expect(localStorage.getItem("token")).toBe("token-1");
  });

  it("sends this browser's known-device markers and keeps the fresh one (kept after sign-out)", async () => {
    const user = userView();
    localStorage.setItem(
      "known_devices",
      JSON.stringify([
        { userId: "u1", marker: "old-of-u1" },
        { userId: "u9", marker: "marker-of-u9" },
      ]),
    );
    const api = fakeApi({
      "POST /api/login": { body: loginResult(user) },
      "GET /api/user/u1": { body: user },
    });
    const app = renderApp("/login/");
    await submit("ann", "secret1");
    await waitFor(() => expect(app.location()).not.toBe("/login/"));
    expect(api.bodyOf("POST /api/login")).toEqual({
      login: "ann",
      password: "secret1",
      devices: ["old-of-u1", "marker-of-u9"],
    });
    expect(JSON.parse(localStorage.getItem("known_devices")!)).toEqual([
      { userId: "u1", marker: "device-of-u1" },
      { userId: "u9", marker: "marker-of-u9" },
    ]);
  });

  it("shows why the last session ended (a session-ending 403) as the login error", async () => {
    fakeApi();
    sessionStorage.setItem("login_notice", "login.company_blocked");
    renderApp("/login/");
    expect((await screen.findByRole("alert")).textContent).toContain("The company is blocked");
  });

  it("switches the language from the login page", async () => {
    fakeApi();
    renderApp("/login/");
    await userEvent.click(await screen.findByRole("radio", { name: "UA" }));
    expect(await screen.findByRole("heading", { name: "Вхід" })).toBeTruthy();
    expect(localStorage.getItem("lang")).toBe("ua");
  });
});

describe("workspace login page (/login_new/)", () => {
  it("requires the workspace and sends it to /api/loginPage", async () => {
    const user = userView();
    const api = fakeApi({ "POST /api/loginPage": { body: loginResult(user) }, "GET /api/user/u1": { body: user } });
    renderApp("/login_new/");
    await submit("ann", "secret1");
    expect(await screen.findByText("Field is required")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Company workspace"), "Acme");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/loginPage"));
    expect(api.bodyOf("POST /api/loginPage")).toEqual({ login: "ann", password: "secret1", workspace: "acme" });
    expect(localStorage.getItem("workspace")).toBe("acme");
  });

  it("takes the workspace from ?ws=", async () => {
    fakeApi();
    renderApp("/login_new/?ws=demo");
    expect(((await screen.findByLabelText("Company workspace")) as HTMLInputElement).value).toBe("demo");
  });
});
