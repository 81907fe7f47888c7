import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { queryClient } from "../../shell/queryClient";
import { fakeApi } from "../../test/api";
import { clientView } from "../../test/fixtures";
import { DesignTab } from "./DesignTab";

describe("DesignTab menu names", () => {
  it("shows the default names as placeholders and saves trimmed custom names", async () => {
    const client = clientView({ design: { menuNames: { groups: "Teams", calendar: "Dates" } } });
    const api = fakeApi({ "PUT /api/clients/c1": ({ body }) => ({ body: { ...client, ...(body as object) } }) });
    render(
      <QueryClientProvider client={queryClient}>
        <DesignTab client={client} />
      </QueryClientProvider>,
    );
    const field = (key: string) => screen.getByLabelText<HTMLInputElement>(key);
    const groups = field("groups");
    expect(groups.value).toBe("Teams");
    expect(groups.placeholder).toBe("Groups");
    expect(field("articles").placeholder).toBe("Knowledge base");
    expect(groups.maxLength).toBe(40);

    await userEvent.clear(groups);
    await userEvent.clear(field("calendar"));
    await userEvent.type(field("calendar"), "  Events  ");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(api.calls).toContain("PUT /api/clients/c1"));
    const body = api.bodyOf("PUT /api/clients/c1") as { design: { menuNames: Record<string, string> } };
    expect(body.design.menuNames).toEqual({ calendar: "Events" });
  });
});
