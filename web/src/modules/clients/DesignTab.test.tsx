import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { queryClient } from "../../shell/queryClient";
import { fakeApi } from "../../test/api";
import { clientView } from "../../test/fixtures";
import { DesignTab } from "./DesignTab";

describe("DesignTab's menu (the shared menu editor)", () => {
  it("shows each language's default as placeholders, and saves names per language, the order and hidden entries", async () => {
    const client = clientView({
      design: {
        menuNames: { groups: "Teams", calendar: { en: "Dates", ru: "Даты" } },
        menuHidden: ["polls"],
      },
    });
    const api = fakeApi({ "PUT /api/clients/c1": ({ body }) => ({ body: { ...client, ...(body as object) } }) });
    render(
      <QueryClientProvider client={queryClient}>
        <DesignTab client={client} />
      </QueryClientProvider>,
    );
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
    // The preview follows the draft.
    const preview = screen.getByRole("complementary", { name: "Preview" });
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
