import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "../i18n";
import { fakeApi } from "../test/api";
import { loginResult, userView } from "../test/fixtures";
import { renderApp } from "../test/renderApp";

/** The namespaces i18next holds in a language (what the screens so far have loaded). */
const loaded = (language: string) => Object.keys(i18n.store.data[language] ?? {}).sort();

// One file of its own: i18next is one instance per test file, and a namespace, once registered, stays.
describe("the login route's texts (no menu entries or module names on it)", () => {
  it("loads only the shell's `ui` and the error catalogue, in every language; `menu` comes with the shell", async () => {
    const user = userView();
    fakeApi({ "POST /api/login": { body: loginResult(user) }, "GET /api/user/u1": { body: user } });
    const app = renderApp("/login/");
    await screen.findByRole("heading", { name: "Sign in" });
    await userEvent.click(screen.getByRole("radio", { name: "RU" }));
    await screen.findByRole("heading", { name: "Вход" });
    await userEvent.click(screen.getByRole("radio", { name: "UA" }));
    await screen.findByRole("heading", { name: "Вхід" });
    for (const language of ["en", "ru", "ua"]) expect(loaded(language), language).toEqual(["errors", "ui"]);

    // Signing in mounts the shell, which brings the menu's texts (the check above can see them).
    await userEvent.type(screen.getByLabelText("Логін або email"), "ann");
    await userEvent.type(screen.getByLabelText("Пароль"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Увійти" }));
    await waitFor(() => expect(app.location()).not.toBe("/login/"));
    await waitFor(() => expect(loaded("ua")).toContain("menu"));
  });
});
