import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n";
import { apiError } from "../../../test/api";
import { openAdmin, template } from "../testing";

const own = template({
  _id: "t1",
  code: "welcome",
  name: "Welcome aboard",
  title: "Welcome, {{recipient}}",
  short: "Glad to have you",
  full: "<p>Hello {{recipient}}</p>",
  variables: [],
  builtin: false,
  overridesBuiltin: false,
  updatedAt: "2026-11-01T00:00:00.000Z",
});
const changed = template({
  _id: "t2",
  code: "shop.purchased",
  name: "Your purchase",
  title: "Bought: {{item}}",
  short: "",
  full: "",
  variables: ["item", "cost", "balance"],
  builtin: false,
  overridesBuiltin: true,
});
const list = (...items: ReturnType<typeof template>[]) => ({ body: { items } });
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement;

describe("notification templates (admin panel)", () => {
  it("lists built-in and company templates by name, found by name or code", async () => {
    openAdmin("/admin?tab=templates", { "GET /api/notif_template": list(template(), own, changed) });
    // The first screen of the file loads the app's chunks (slow under a full parallel run).
    expect(await screen.findByText("Welcome aboard", {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText("Coins received")).toBeTruthy();
    expect(screen.getByText("Your purchase")).toBeTruthy();
    expect(screen.getByText("Built-in")).toBeTruthy();
    expect(screen.getByText("Company's own")).toBeTruthy();
    expect(screen.getByText("Changed")).toBeTruthy();
    await userEvent.type(screen.getByRole("searchbox", { name: "Find a template" }), "welc");
    expect(screen.queryByText("Coins received")).toBeNull();
    expect(screen.getByText("Welcome aboard")).toBeTruthy();
  });

  it("names built-in templates and starts their editor in the reader's language", async () => {
    await setLanguage("ru");
    openAdmin("/admin?tab=templates&code=shop.accrued", { "GET /api/notif_template": list(template()) });
    expect(await screen.findByRole("heading", { name: "Начисление монет" })).toBeTruthy();
    expect(field("Заголовок").value).toBe("Вам начислено: {{coins}}");
  });

  it("inserts a variable where the cursor is, previews the draft and saves it as the company's version", async () => {
    const { api } = openAdmin("/admin?tab=templates", {
      "GET /api/notif_template": list(template()),
      "PUT /api/notif_template": ({ body }) => ({
        body: { ...template(), ...(body as object), _id: "t9", builtin: false, overridesBuiltin: true },
      }),
      "POST /api/notif_template/render": { body: { title: "From the server", short: "", full: "" } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Edit: Coins received" }));
    const title = field("Title") as HTMLInputElement;
    await userEvent.clear(title);
    await userEvent.type(title, "Hello  you got");
    title.setSelectionRange(6, 6);
    fireEvent.focus(title);
    await userEvent.click(screen.getByRole("button", { name: "Insert {{recipient}}" }));
    expect(title.value).toBe("Hello {{recipient}} you got");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    // The draft is previewed with the sample values (the recipient is the reader).
    expect(screen.getAllByText("Hello Ann Lee you got").length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.bodyOf("PUT /api/notif_template")).toEqual({
        code: "shop.accrued",
        title: "Hello {{recipient}} you got",
        short: "{{comment}}",
        full: '<p>You received {{coins}}. Your balance: {{balance}}.</p><p>{{comment}}</p><p><a href="{{link}}">Open the shop</a></p>',
      }),
    );
    expect(await screen.findByText("Template “Coins received” saved")).toBeTruthy();
    // Saved: the company's version now, rendered by the API.
    expect(await screen.findByText("Changed")).toBeTruthy();
    await waitFor(() => expect(api.calls).toContain("POST /api/notif_template/render"));
    expect(api.bodyOf("POST /api/notif_template/render")).toMatchObject({ code: "shop.accrued" });
  });

  it("refuses a variable the template does not know and an empty title, before saving", async () => {
    const { api } = openAdmin("/admin?tab=templates&code=welcome", {
      "GET /api/notif_template": list(own),
      "POST /api/notif_template/render": { body: { title: "Welcome, Ann Lee", short: "Glad", full: "" } },
    });
    const title = await screen.findByLabelText("Title");
    await userEvent.clear(title);
    fireEvent.change(field("Short text"), { target: { value: "Hi {{nickname}}" } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Enter a title")).toBeTruthy();
    expect(screen.getByText("These variables are not known to this template: nickname")).toBeTruthy();
    expect(api.calls).not.toContain("PUT /api/notif_template");
  });

  it("resets the company's version of a built-in template after a confirmation", async () => {
    const { api } = openAdmin("/admin?tab=templates&code=shop.purchased", {
      "GET /api/notif_template": list(changed),
      "DELETE /api/notif_template/shop.purchased": { body: { code: "shop.purchased", deleted: true } },
      "POST /api/notif_template/render": { body: { title: "Bought: a mug", short: "", full: "" } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Reset to default" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/Reset “Your purchase” to the built-in texts\?/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Reset to default" }));
    await waitFor(() => expect(api.calls).toContain("DELETE /api/notif_template/shop.purchased"));
    expect(await screen.findByText("“Your purchase” is back to its built-in texts")).toBeTruthy();
  });

  it("shows a refused save in place", async () => {
    openAdmin("/admin?tab=templates&code=welcome", {
      "GET /api/notif_template": list(own),
      "POST /api/notif_template/render": { body: { title: "Welcome", short: "", full: "" } },
      "PUT /api/notif_template": apiError(400, "notifications.template_undeclared_variable", "x", { names: "x" }),
    });
    await userEvent.type(await screen.findByLabelText("Short text"), "!");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findAllByRole("alert")).length).toBeGreaterThan(0);
  });

  it("says when the templates could not be loaded", async () => {
    openAdmin("/admin?tab=templates", { "GET /api/notif_template": apiError(500, "common.error_occurred") });
    expect(await screen.findByText("Could not load the templates")).toBeTruthy();
  });
});
