import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { admin, ideaPage, ideaSummary, openIdeas, settingsView } from "../testing";

describe("the ideas board", () => {
  it("shows the company's ideas as cards and filters them by status", async () => {
    const { api } = openIdeas("/idea", {
      "GET /api/idea/board/c1": ({ query }) =>
        query.get("status") === "accepted"
          ? ideaPage(ideaSummary({ _id: "i2", title: "Standing desks", status: "accepted", votes: 5 }))
          : ideaPage(ideaSummary(), ideaSummary({ _id: "i2", title: "Standing desks", status: "accepted" })),
    });
    const card = (await screen.findByRole("link", { name: "Paperless expense reports" })).closest("li")!;
    expect(within(card).getByRole("link", { name: "Paperless expense reports" }).getAttribute("href")).toBe("/idea/i1");
    expect(within(card).getByText("New")).toBeTruthy();
    expect(within(card).getByText(/Chloe Davis/)).toBeTruthy();
    expect(within(card).getByText("1 comment")).toBeTruthy();
    // An employee neither sees the inbox nor the settings.
    expect(screen.queryByRole("tab", { name: "Inbox" })).toBeNull();
    expect(screen.queryByRole("tab", { name: "Settings" })).toBeNull();

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "accepted");
    await waitFor(() => expect(screen.queryByRole("link", { name: "Paperless expense reports" })).toBeNull());
    expect(api.queryOf("GET /api/idea/board/c1")?.get("status")).toBe("accepted");
    expect(screen.getByRole("link", { name: "Standing desks" })).toBeTruthy();
  });

  it("says so when no idea has the chosen status", async () => {
    openIdeas("/idea", {
      "GET /api/idea/board/c1": ({ query }) => (query.get("status") ? ideaPage() : ideaPage(ideaSummary())),
    });
    await screen.findByRole("link", { name: "Paperless expense reports" });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "declined");
    expect(await screen.findByText("No idea has this status")).toBeTruthy();
  });

  it("an empty board invites the first idea", async () => {
    openIdeas("/idea");
    expect(await screen.findByText("No ideas yet")).toBeTruthy();
  });

  it("opens on the form when the settings hide the board from the caller", async () => {
    openIdeas("/idea", { "GET /api/idea/settings/c1": { body: settingsView({ board: false }) } });
    expect(await screen.findByRole("button", { name: "Send the idea" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Board" })).toBeNull();
  });
});

describe("supporting an idea", () => {
  it("toggles at once and keeps the count the answer gives; one's own idea cannot be supported", async () => {
    const { api } = openIdeas("/idea", {
      "GET /api/idea/board/c1": ideaPage(
        ideaSummary(),
        ideaSummary({ _id: "i2", authorId: "u1", title: "My own idea", votes: 3 }),
      ),
      "POST /api/idea/i1/vote": { body: { votes: 4, voted: true } }, // another colleague supported it meanwhile
      "DELETE /api/idea/i1/vote": { body: { votes: 3, voted: false } },
    });
    const support = await screen.findByRole("button", { name: "Support the idea: 2" });
    expect(support.getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(support);
    const taken = await screen.findByRole("button", { name: "You support the idea: 4, take it back" });
    expect(taken.getAttribute("aria-pressed")).toBe("true");
    expect(api.calls).toContain("POST /api/idea/i1/vote");

    await userEvent.click(taken);
    expect(await screen.findByRole("button", { name: "Support the idea: 3" })).toBeTruthy();
    expect(api.calls).toContain("DELETE /api/idea/i1/vote");

    const own = screen.getByRole("button", { name: "Your own idea: 3 support it" });
    expect((own as HTMLButtonElement).disabled).toBe(true);
  });

  it("puts the count back when the support is refused", async () => {
    openIdeas("/idea", {
      "GET /api/idea/board/c1": ideaPage(ideaSummary()),
      "POST /api/idea/i1/vote": apiError(404, "ideas.not_found"),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Support the idea: 2" }));
    expect(await screen.findByText(/Your support could not be saved: Idea not found/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Support the idea: 2" })).toBeTruthy();
  });
});

describe("the recipients' inbox and my ideas", () => {
  it("lists the new ideas for a recipient and the caller's own ideas", async () => {
    const { api } = openIdeas(
      "/idea?tab=inbox",
      {
        "GET /api/idea/settings/c1": { body: settingsView({ recipient: true }) },
        "GET /api/idea/board/c1": ({ query }) =>
          query.get("status") === "new" ? ideaPage(ideaSummary({ title: "Fresh one" })) : ideaPage(),
        "GET /api/idea/mine/c1": ideaPage(
          ideaSummary({ _id: "i5", authorId: "u1", title: "Mine", status: "accepted" }),
        ),
      },
      admin(),
    );
    expect((await screen.findByRole("link", { name: "Fresh one" })).getAttribute("href")).toBe("/idea/i1");
    expect(api.queryOf("GET /api/idea/board/c1")?.get("status")).toBe("new");
    await userEvent.click(screen.getByRole("tab", { name: "My ideas" }));
    const mine = (await screen.findByRole("link", { name: "Mine" })).closest("li")!;
    expect(within(mine).getByText("Accepted")).toBeTruthy();
  });
});
