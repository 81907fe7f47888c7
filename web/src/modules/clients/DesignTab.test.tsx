import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClientView } from "@intranet/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../i18n";
import { queryClient } from "../../shell/queryClient";
import { apiError, fakeApi, type FakeRoutes } from "../../test/api";
import { clientView } from "../../test/fixtures";
import { uploadRoutes } from "../../test/uploads";
import { DesignTab } from "./DesignTab";

function open(client: ClientView, routes: FakeRoutes = {}) {
  const api = fakeApi({
    [`PUT /api/clients/${client._id}`]: ({ body }) => ({
      body: { ...client, design: { ...client.design, ...(body as { design: object }).design } },
    }),
    ...routes,
  });
  render(
    <QueryClientProvider client={queryClient}>
      <DesignTab client={client} />
    </QueryClientProvider>,
  );
  return api;
}

const mini = () => screen.getByTestId("design-mini");
const variable = (name: string) => mini().style.getPropertyValue(name);
const colorInput = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { selector: "input[type=color]" });

afterEach(() => vi.unstubAllGlobals());

describe("DesignTab's menu (the shared menu editor)", () => {
  it("shows each language's default as placeholders, and saves names per language, the order and hidden entries", async () => {
    const client = clientView({
      design: {
        menuNames: { groups: "Teams", calendar: { en: "Dates", ru: "Даты" } },
        menuHidden: ["polls"],
      },
    });
    const api = open(client);
    const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
    // An older company's one name stands for every language.
    expect(field("Groups: name in English").value).toBe("Teams");
    expect(field("Groups: name in Ukrainian").value).toBe("Teams");
    expect(field("Calendar: name in Russian").value).toBe("Даты");
    expect(field("Knowledge base: name in English").placeholder).toBe("Knowledge base");
    await waitFor(() => expect(field("Knowledge base: name in Russian").placeholder).toBe("База знаний"));
    expect(field("Groups: name in English").maxLength).toBe(40);
    expect((screen.getByLabelText("Polls: shown in the menu") as HTMLInputElement).checked).toBe(false);

    await userEvent.clear(field("Groups: name in English"));
    await userEvent.type(field("Calendar: name in Ukrainian"), "  Дати ");
    await userEvent.click(screen.getByRole("button", { name: "Move up: Groups" }));
    await userEvent.click(screen.getByLabelText("Polls: shown in the menu"));
    // The preview follows the draft: the whole portal's, the menu editor's own is not shown twice.
    const preview = screen.getByRole("complementary", { name: "Preview" });
    expect(screen.getAllByRole("complementary")).toHaveLength(1);
    expect(within(preview).getByText("Polls")).toBeTruthy();
    expect(within(preview).getByText("Groups")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(api.calls).toContain("PUT /api/clients/c1"));
    const { design } = api.bodyOf("PUT /api/clients/c1") as {
      design: { menuNames: object; menuOrder: string[]; menuHidden: string[] };
    };
    expect(design.menuNames).toEqual({
      groups: { ru: "Teams", ua: "Teams" },
      calendar: { en: "Dates", ru: "Даты", ua: "Дати" },
    });
    expect(design.menuOrder.indexOf("groups")).toBe(design.menuOrder.indexOf("profile") - 1);
    expect(design.menuOrder).toContain("clients");
    expect(design.menuHidden).toEqual([]);
  });
});

describe("DesignTab's live preview", () => {
  it("follows every field before saving: colours, font, logo, the menu's names and order; saving sends them", async () => {
    const client = clientView({
      name: "Acme",
      design: { logo: "https://media.test/logo.png", colors: { primary: "#123456" }, font: "Georgia" },
    });
    const api = open(client);
    const save = screen.getByRole("button", { name: "Save" });
    expect(save.closest("button")?.disabled).toBe(true);
    expect(within(mini()).getByText("Acme")).toBeTruthy();
    expect(mini().querySelector("img")?.getAttribute("src")).toBe("https://media.test/logo.png");
    expect(variable("--mini-primary")).toBe("#123456");
    // Unset colours are the theme's, not those of the company the page is in.
    expect(variable("--mini-header-bg")).toBe("#ffffff");
    expect(variable("--tenant-header-image")).toBe("initial");
    expect(variable("--tenant-font")).toBe('"Georgia", var(--app-font)');

    fireEvent.change(colorInput("Header"), { target: { value: "#004080" } });
    fireEvent.change(colorInput("Header text"), { target: { value: "#ffffff" } });
    fireEvent.change(colorInput("Primary"), { target: { value: "#aa3300" } });
    await userEvent.clear(screen.getByRole("textbox", { name: /^Font/ }));
    await userEvent.paste("Verdana");
    await userEvent.click(screen.getByLabelText("Company: name in English"));
    await userEvent.paste("News");
    await userEvent.click(screen.getByRole("button", { name: "Move down: Company" }));

    expect(variable("--mini-header-bg")).toBe("#004080");
    expect(variable("--mini-header-fg")).toBe("#ffffff");
    expect(variable("--mini-primary")).toBe("#aa3300");
    expect(variable("--tenant-font")).toBe('"Verdana", var(--app-font)');
    const entries = within(mini())
      .getAllByRole("listitem", { hidden: true })
      .map((item) => item.textContent);
    expect(entries.indexOf("News")).toBe(entries.indexOf("Address book") + 1);
    // The first entry is the opened one, in the primary colour.
    expect(mini().querySelector(".design-mini-opened")?.textContent).toBe(entries[0]);
    expect(screen.getByText("Unsaved changes")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/clients/c1"));
    const { design } = api.bodyOf("PUT /api/clients/c1") as { design: Record<string, unknown> };
    expect(design).toMatchObject({
      logo: "https://media.test/logo.png",
      colors: { primary: "#aa3300", header: "#004080", headerText: "#ffffff" },
      font: "Verdana",
      menuNames: { company: { en: "News" } },
    });
    await waitFor(() => expect(screen.queryByText("Unsaved changes")).toBeNull());
  });

  it("names the menu in the reader's language until another is chosen", async () => {
    open(clientView({ design: { menuNames: { groups: { en: "Teams", ru: "Команды" } } } }));
    expect(within(mini()).getByText("Teams")).toBeTruthy();
    await act(() => setLanguage("ru"));
    await waitFor(() => expect(within(mini()).getByText("Команды")).toBeTruthy());
    expect(within(mini()).getByText("Профиль")).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "UA" }));
    // No Ukrainian name of the company's: the product's.
    expect(within(mini()).getByText("Групи")).toBeTruthy();
  });

  it("shows the dark theme's defaults for colours left unset", async () => {
    open(clientView({ design: { colors: { sidePanel: "#eeeeee" } } }));
    await userEvent.click(screen.getByRole("radio", { name: "Dark" }));
    expect(variable("--mini-header-bg")).toBe("#252a31");
    expect(variable("--mini-side-bg")).toBe("#eeeeee");
    expect(variable("--mini-side-fg")).toBe("#f6f7f9");
    expect(mini().className).toContain("design-mini-dark");
  });

  it("warns of a colour that makes text hard to read, with the ratio; the default colour takes the warning away", async () => {
    open(clientView({ design: { colors: { header: "#ffffff", headerText: "#1c2127" } } }));
    expect(screen.queryByText("Some text will be hard to read")).toBeNull();
    fireEvent.change(colorInput("Header text"), { target: { value: "#eeeeee" } });
    expect(screen.getByText("Some text will be hard to read")).toBeTruthy();
    expect(screen.getByText("Header text on the header: 1.1 : 1")).toBeTruthy();
    fireEvent.change(colorInput("Header text"), { target: { value: "#1c2127" } });
    expect(screen.queryByText("Some text will be hard to read")).toBeNull();
    // A header text colour alone: the light theme's white header makes it faint.
    await userEvent.click(screen.getByRole("button", { name: "Use the default: Header" }));
    fireEvent.change(colorInput("Header text"), { target: { value: "#eeeeee" } });
    expect(screen.getByText(/Header text on the header: 1.1 : 1/).textContent).toContain("in the light theme");
    expect(colorInput("Header text").getAttribute("aria-describedby")).toBeTruthy();
    // A light side panel: unreadable under the dark theme's light text only.
    fireEvent.change(colorInput("Side panel"), { target: { value: "#f0f0f0" } });
    expect(screen.getByText(/Side panel text on the side panel: 1 : 1/).textContent).toContain("in the dark theme");
    await userEvent.click(screen.getByRole("button", { name: "Use the default: Header text" }));
    await userEvent.click(screen.getByRole("button", { name: "Use the default: Side panel" }));
    expect(screen.queryByText("Some text will be hard to read")).toBeNull();
  });
});

describe("DesignTab's pictures", () => {
  const stored = {
    _id: "01JHEADAAAAAAAAAAAAAAAAAAA",
    name: "head.png",
    contentType: "image/png",
    size: 3,
    module: "common" as const,
    key: "c9/common/01JHEADAAAAAAAAAAAAAAAAAAA/head.png",
    owner: { type: "user" as const, id: "root" },
    uploadedBy: "root",
    createdAt: "2026-01-01T00:00:00.000Z",
  };
  const picture = new File(["png"], "head.png", { type: "image/png" });
  const decoded = (width: number, height: number) =>
    vi.stubGlobal(
      "createImageBitmap",
      vi.fn(async () => ({ width, height, close: () => undefined })),
    );

  it("uploads a header into the designed company, published by the server; the preview shows it before saving", async () => {
    // The superadmin is inside another company (c1): the file still goes to the company designed.
    localStorage.setItem("client_id", "c1");
    const client = clientView({ _id: "c9" });
    const api = open(client, {
      ...uploadRoutes(stored),
      "POST /bucket": { status: 204 },
      "POST /api/clients/c9/design/header": {
        body: { url: "https://media.test/c9/media/design/header.png", width: 1200, height: 160 },
      },
    });
    // The picture is read only once a colour was changed: an edit made meanwhile is kept.
    let read = () => undefined as void;
    const reading = new Promise<void>((resolve) => (read = resolve));
    vi.stubGlobal(
      "createImageBitmap",
      vi.fn(async () => {
        await reading;
        return { width: 1200, height: 160, close: () => undefined };
      }),
    );
    await userEvent.upload(screen.getByLabelText("Header image"), picture);
    fireEvent.change(colorInput("Primary"), { target: { value: "#aa3300" } });
    read();
    await waitFor(() =>
      expect(variable("--tenant-header-image")).toBe('url("https://media.test/c9/media/design/header.png")'),
    );
    expect(api.bodyOf("POST /api/upload")).toMatchObject({ module: "common", name: "head.png" });
    expect(api.headersOf("POST /api/upload")?.get("x-client-id")).toBe("c9");
    expect(api.headersOf("POST /api/upload/confirm")?.get("x-client-id")).toBe("c9");
    expect(api.bodyOf("POST /api/clients/c9/design/header")).toEqual({ fileId: stored._id });
    expect(api.calls).not.toContain("PUT /api/clients/c9");

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/clients/c9"));
    expect((api.bodyOf("PUT /api/clients/c9") as { design: object }).design).toMatchObject({
      header: "https://media.test/c9/media/design/header.png",
      colors: { primary: "#aa3300" },
    });
  });

  it("refuses a header under the rule before sending anything, saying the rule and the picture's size", async () => {
    decoded(800, 160);
    const api = open(clientView());
    await userEvent.upload(screen.getByLabelText("Header image"), picture);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The header image must be 160 px high and at least 1000 px wide. This one is 800 × 160 px.",
    );
    expect(api.calls).not.toContain("POST /api/upload");
  });

  it("shows the server's refusal of a picture in place, and removes a picture", async () => {
    decoded(1200, 160);
    const api = open(clientView({ design: { logo: "https://media.test/logo.png" } }), {
      ...uploadRoutes(stored),
      "POST /bucket": { status: 204 },
      "POST /api/clients/c1/design/header": apiError(400, "clients.header_image_size", "x", {
        width: 1200,
        height: 150,
      }),
    });
    await userEvent.upload(screen.getByLabelText("Header image"), picture);
    expect((await screen.findByRole("alert")).textContent).toContain("This one is 1200 × 150 px.");
    await userEvent.click(screen.getByRole("button", { name: "Remove: Logo" }));
    expect(mini().querySelector("img")?.getAttribute("src")).toBe("/system-avatar.svg");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/clients/c1"));
    expect((api.bodyOf("PUT /api/clients/c1") as { design: object }).design).toMatchObject({ logo: "" });
  });
});
