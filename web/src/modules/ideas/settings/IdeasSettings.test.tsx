import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, openIdeas, settingsView } from "../testing";

describe("the ideas settings", () => {
  it("an admin chooses who sees the ideas and saves; none chosen means the admins receive them", async () => {
    const { api } = openIdeas(
      "/idea?tab=settings",
      {
        "GET /api/idea/settings/c1": { body: settingsView({ recipient: true }) },
        "PUT /api/idea/settings/c1": ({ body }) => ({
          body: { ...settingsView({ recipient: true }), ...(body as object) },
        }),
      },
      admin(),
    );
    expect(await screen.findByText("No one chosen: the company's admins receive ideas")).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "Only the recipients" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/idea/settings/c1"));
    expect(api.bodyOf("PUT /api/idea/settings/c1")).toEqual({ recipients: [], visibility: "recipients" });
    expect(await screen.findByText("Saved")).toBeTruthy();
  });

  it("is not there for an employee", async () => {
    openIdeas("/idea?tab=settings");
    expect(await screen.findByText("No ideas yet")).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Settings" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
