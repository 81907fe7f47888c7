import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { openPolls, pollResults, pollView } from "../testing";

const manager = { answer: false, results: true, table: true, manage: true };

describe("a poll's results", () => {
  it("charts the counted answers, filters one dimension at a time, and hides a group below the minimum", async () => {
    const { api } = openPolls("/poll/p1/results", {
      "GET /api/poll/p1": { body: pollView({ type: "anonymous", can: { ...manager, table: false } }) },
      "GET /api/poll/p1/results": ({ query }) => ({
        body:
          query.get("dimension") === "city"
            ? pollResults({
                filter: { dimension: "city", value: query.get("value")! },
                hidden: true,
                total: 0,
                questions: [],
              })
            : pollResults(),
      }),
      "GET /api/poll/p1/texts/q2": { body: { items: ["More coffee"], cursor: null } },
    });
    const chart = await screen.findByRole("figure", { name: "1. Which floor?" });
    expect(within(chart).getByText("First: 1 · 33%")).toBeTruthy();
    expect(within(chart).getByText("Second: 2 · 67%")).toBeTruthy();
    expect(screen.getByText("Answers: 3")).toBeTruthy();
    // Text answers without names, on demand.
    await userEvent.click(screen.getByRole("button", { name: "Show answers" }));
    expect(await screen.findByText("More coffee")).toBeTruthy();
    // An anonymous poll has no table; its author has the not-passed tab.
    expect(screen.queryByRole("tab", { name: "Table" })).toBeNull();
    expect(screen.getByRole("tab", { name: "Not passed" })).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Filter by"), { target: { value: "city" } });
    fireEvent.change(screen.getByLabelText("Value"), { target: { value: "Riga" } });
    expect(await screen.findByText("Not enough answers to show (at least 5)")).toBeTruthy();
    expect(api.queryOf("GET /api/poll/p1/results")?.get("dimension")).toBe("city");
    expect(api.queryOf("GET /api/poll/p1/results")?.get("value")).toBe("Riga");
    expect(screen.queryByRole("figure")).toBeNull();
  });

  it("an anonymous poll shown in batches: what is held back until how many more answer, and no filters (issue 30)", async () => {
    openPolls("/poll/p1/results", {
      "GET /api/poll/p1": { body: pollView({ type: "anonymous", can: { ...manager, table: false } }) },
      "GET /api/poll/p1/results": {
        body: pollResults({
          total: 5,
          anonymous: { mode: "batches", shown: 5, heldBack: 3, final: false },
          filters: { department: [], city: [], position: [], gender: [], age: [], tenure: [] },
        }),
      },
    });
    expect(await screen.findByText("3 answers will be shown when 2 more people answer.")).toBeTruthy();
    expect(screen.getByText(/only in batches of at least 5 new answers/)).toBeTruthy();
    expect(screen.getByText(/^No filters:/)).toBeTruthy();
    expect(screen.queryByLabelText("Filter by")).toBeNull();
    expect(screen.getByRole("figure", { name: "1. Which floor?" })).toBeTruthy();
  });

  it("offers no Excel for an anonymous poll before answers are published (the server refuses it then)", async () => {
    openPolls("/poll/p1/results", {
      "GET /api/poll/p1": { body: pollView({ type: "anonymous", can: { ...manager, table: false } }) },
      "GET /api/poll/p1/results": {
        body: pollResults({
          total: 0,
          hidden: true,
          hiddenReason: "held",
          questions: [],
          anonymous: { mode: "batches", shown: 0, heldBack: 3, final: false },
        }),
      },
    });
    expect(await screen.findByText("3 answers will be shown when 2 more people answer.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Excel" })).toBeNull();
  });

  it("offers Excel for an anonymous poll once answers are published", async () => {
    openPolls("/poll/p1/results", {
      "GET /api/poll/p1": { body: pollView({ type: "anonymous", can: { ...manager, table: false } }) },
      "GET /api/poll/p1/results": {
        body: pollResults({ total: 5, anonymous: { mode: "batches", shown: 5, heldBack: 0, final: false } }),
      },
    });
    expect(await screen.findByRole("button", { name: "Excel" })).toBeTruthy();
  });

  it("an anonymous poll shown at its end: nothing while it runs, and why", async () => {
    openPolls("/poll/p1/results", {
      "GET /api/poll/p1": {
        body: pollView({ type: "anonymous", anonymousResults: "atEnd", can: { ...manager, table: false } }),
      },
      "GET /api/poll/p1/results": {
        body: pollResults({
          total: 0,
          hidden: true,
          hiddenReason: "atEnd",
          questions: [],
          anonymous: { mode: "atEnd", shown: 0, heldBack: 1, final: false },
        }),
      },
    });
    expect(await screen.findByText("Shown after the poll ends")).toBeTruthy();
    expect(screen.getByText(/if at least 5 people answer\. So far 1 person has answered\./)).toBeTruthy();
    expect(screen.queryByRole("figure")).toBeNull();
  });

  it("an anonymous poll shown at its end: the filter says why small groups are not listed (issue 31)", async () => {
    openPolls("/poll/p1/results", {
      "GET /api/poll/p1": {
        body: pollView({
          type: "anonymous",
          anonymousResults: "atEnd",
          status: "finished",
          can: { ...manager, table: false },
        }),
      },
      "GET /api/poll/p1/results": {
        body: pollResults({ total: 12, anonymous: { mode: "atEnd", shown: 12, heldBack: 0, final: true } }),
      },
    });
    fireEvent.change(await screen.findByLabelText("Filter by"), { target: { value: "city" } });
    const why = "Groups that could single out fewer than 5 people are not listed, so that nobody can be recognised.";
    expect(screen.getByText(why)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Filter by"), { target: { value: "age" } });
    const value = screen.getByLabelText<HTMLSelectElement>("Value");
    expect([value.disabled, value.options[0]?.text]).toEqual([true, "No group that can be shown"]);
    expect(screen.getByText(why)).toBeTruthy();
  });

  it("an anonymous poll shown at its end says why small groups are missing once, under the filter, not again above it", async () => {
    openPolls("/poll/p1/results", {
      "GET /api/poll/p1": {
        body: pollView({ type: "anonymous", anonymousResults: "atEnd", status: "finished", can: { ...manager } }),
      },
      "GET /api/poll/p1/results": {
        body: pollResults({ total: 12, anonymous: { mode: "atEnd", shown: 12, heldBack: 0, final: true } }),
      },
    });
    fireEvent.change(await screen.findByLabelText("Filter by"), { target: { value: "city" } });
    const why = screen.getAllByText(/single out fewer than 5 people/);
    expect(why).toHaveLength(1);
    expect(screen.getByRole("group", { name: "Filter" }).contains(why[0]!)).toBe(true);
  });

  it("a closed poll's recipient at its results: told they are its author's and admins', not that the poll is not theirs", async () => {
    openPolls("/poll/p1/results", {
      "GET /api/poll/p1": {
        body: pollView({ type: "closed", answeredAt: "2026-11-02T10:00:00.000Z", can: { answer: false } }),
      },
    });
    expect(await screen.findByText("The results are hidden")).toBeTruthy();
    expect(
      screen.getByText("This is a closed poll: only its author and the administrators see its results."),
    ).toBeTruthy();
    expect(screen.queryByText("This poll is not for you")).toBeNull();
  });

  it("the table by person and the not-passed tab with its reminder", async () => {
    const { api } = openPolls("/poll/p1/results?tab=table", {
      "GET /api/poll/p1": { body: pollView({ can: manager }) },
      "GET /api/poll/p1/answers": {
        body: {
          items: [{ userId: "u2", answeredAt: "2026-11-02T10:00:00.000Z", answers: { q1: 1, q2: "Fine" } }],
          cursor: null,
        },
      },
      "GET /api/poll/p1/not_passed": { body: { userIds: ["u1"], cursor: null } },
      "POST /api/poll/p1/remind": { body: { poll_id: "p1", queued: true } },
    });
    const row = (await screen.findByRole("rowheader", { name: "Chloe Davis" })).closest("tr")!;
    expect(within(row).getByText("Second")).toBeTruthy();
    expect(within(row).getByText("Fine")).toBeTruthy();

    await userEvent.click(screen.getByRole("tab", { name: "Not passed" }));
    expect(await screen.findByRole("link", { name: "Ann Lee" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Remind" }));
    expect(await screen.findByText("A reminder is sent to those who have not answered")).toBeTruthy();
    await waitFor(() => expect(api.calls).toContain("POST /api/poll/p1/remind"));
  });

  it("Excel: starts the export, follows it, then offers the file", async () => {
    openPolls("/poll/p1/results", {
      "GET /api/poll/p1": { body: pollView({ can: manager }) },
      "GET /api/poll/p1/results": { body: pollResults() },
      "GET /api/poll/p1/excel": {
        body: {
          _id: "e1",
          kind: "poll",
          status: "running",
          rows: 0,
          fileName: "poll.xlsx",
          createdAt: "2026-11-20T10:00:00.000Z",
        },
      },
      "GET /api/export/e1": {
        body: {
          _id: "e1",
          kind: "poll",
          status: "done",
          rows: 3,
          total: 3,
          fileName: "poll.xlsx",
          url: "https://files.example/poll.xlsx",
          createdAt: "2026-11-20T10:00:00.000Z",
        },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Excel" }));
    const link = await screen.findByRole("link", { name: "Download" });
    expect(link.getAttribute("href")).toBe("https://files.example/poll.xlsx");
  });
});
