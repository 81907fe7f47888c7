import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { queryClient } from "../../shell/queryClient";
import { fakeApi } from "../../test/api";
import { clientView } from "../../test/fixtures";
import { CloneClientForm } from "./CloneClientForm";

const renderForm = () =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <CloneClientForm client={clientView()} />
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe("CloneClientForm", () => {
  it("offers the parts to copy, the structure alone chosen, each with what it takes", () => {
    fakeApi();
    renderForm();
    const parts = [
      ["Structure", true],
      ["Knowledge base sections", false],
      ["Service catalogue", false],
      ["Notification templates", false],
      ["AI company data", false],
    ] as const;
    for (const [name, checked] of parts) {
      const box = screen.getByRole("checkbox", { name }) as HTMLInputElement;
      expect([name, box.checked]).toEqual([name, checked]);
    }
    const hintId = screen.getByRole("checkbox", { name: "Structure" }).getAttribute("aria-describedby")!;
    expect(document.getElementById(hintId)?.textContent).toBe(
      "Departments of every structure type, without their employees or heads.",
    );
    expect(screen.getByText(/People and what they wrote .* never are/)).toBeTruthy();
  });

  it("sends the choice and tells what each part copied and which failed", async () => {
    const api = fakeApi({
      "POST /api/clients/c1/clone/newco": ({ body }) => ({
        status: 201,
        body: {
          ...clientView({ _id: "c2", workspace: "newco", name: (body as { name: string }).name }),
          copies: [
            { part: "structure", copied: { departments: 3 } },
            { part: "knowledgeBase", copied: { folders: 1, restricted: 1 } },
            { part: "ai", failed: "common.conflict" },
          ],
        },
      }),
    });
    renderForm();
    await userEvent.type(screen.getByLabelText("New name"), "New Co");
    await userEvent.type(screen.getByLabelText("New workspace"), "newco");
    await userEvent.click(screen.getByRole("checkbox", { name: "Knowledge base sections" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "AI company data" }));
    await userEvent.click(screen.getByRole("button", { name: "Clone" }));

    await waitFor(() => expect(api.calls).toContain("POST /api/clients/c1/clone/newco"));
    expect(api.bodyOf("POST /api/clients/c1/clone/newco")).toEqual({
      name: "New Co",
      copy: { structure: true, knowledgeBase: true, services: false, notifications: false, ai: true },
    });
    const done = (await screen.findByText("Client New Co created")).closest("[role=status]") as HTMLElement;
    expect(
      within(done)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Structure: 3 departments", "Knowledge base sections: 1 folder, 1 with narrower access"]);
    expect(within(done).getByRole("link", { name: "Open the new company" }).getAttribute("href")).toBe("/clients/c2");
    // Another clone needs another workspace: the names are emptied, the choice kept.
    expect((screen.getByLabelText("New workspace") as HTMLInputElement).value).toBe("");
    expect((screen.getByRole("checkbox", { name: "AI company data" }) as HTMLInputElement).checked).toBe(true);
    const failed = screen.getByRole("alert");
    expect(within(failed).getByRole("listitem").textContent).toBe(
      "AI company data: not copied (The data was changed by someone else, try again)",
    );
  });
});
