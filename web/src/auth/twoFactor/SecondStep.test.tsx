import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../i18n";
import { apiError, fakeApi } from "../../test/api";
import { loginResult, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

async function signInWithPassword(fields = { login: "Login or email", password: "Password", button: "Sign in" }) {
  await userEvent.type(await screen.findByLabelText(fields.login), "ann");
  await userEvent.type(screen.getByLabelText(fields.password), "secret1");
  await userEvent.click(screen.getByRole("button", { name: fields.button }));
}

describe("the sign-in's two-factor step (issue 41)", () => {
  it("asks for the code after a right password; a wrong code is said in place, the right one signs in", async () => {
    const user = userView();
    let tries = 0;
    const api = fakeApi({
      "POST /api/login": { body: { twoFactor: "required", challenge: "challenge-1" } },
      "POST /api/login/two_factor": () =>
        ++tries === 1 ? apiError(401, "login.two_factor_code_wrong", "Wrong code") : { body: loginResult(user) },
      "GET /api/user/u1": { body: user },
    });
    const app = renderApp("/login/");
    await signInWithPassword();
    const code = await screen.findByLabelText("Authentication code");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(localStorage.getItem("token")).toBeNull(); // no session before the code

    await userEvent.type(code, "000 000");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Wrong code");
    expect(api.bodyOf("POST /api/login/two_factor")).toEqual({ challenge: "challenge-1", code: "000000" });
    expect(app.location()).toBe("/login/");

    await userEvent.clear(screen.getByLabelText("Authentication code"));
    await userEvent.type(screen.getByLabelText("Authentication code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(app.location()).not.toBe("/login/"));
    expect(localStorage.getItem("token")).toBe("token-1");
  });

  it("takes a recovery code instead", async () => {
    const user = userView();
    const api = fakeApi({
      "POST /api/login": { body: { twoFactor: "required", challenge: "challenge-2" } },
      "POST /api/login/two_factor": { body: loginResult(user) },
      "GET /api/user/u1": { body: user },
    });
    const app = renderApp("/login/");
    await signInWithPassword();
    await userEvent.click(await screen.findByRole("button", { name: "Use a recovery code" }));
    await userEvent.type(await screen.findByLabelText("Recovery code"), "abcd-efgh");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(app.location()).not.toBe("/login/"));
    expect(api.bodyOf("POST /api/login/two_factor")).toEqual({ challenge: "challenge-2", code: "abcd-efgh" });
  });

  it("speaks the page's language (Russian)", async () => {
    fakeApi({
      "POST /api/login": { body: { twoFactor: "required", challenge: "challenge-3" } },
      "POST /api/login/two_factor": apiError(401, "login.two_factor_code_wrong", "Wrong code"),
    });
    await setLanguage("ru");
    renderApp("/login/");
    await signInWithPassword({ login: "Логин или email", password: "Пароль", button: "Войти" });
    const code = await screen.findByRole("textbox");
    await userEvent.type(code, "111111");
    await userEvent.keyboard("{Enter}");
    expect((await screen.findByRole("alert")).textContent).toContain("Неверный код");
  });
});
