import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { openPolls, pollView, question } from "../testing";
import { progressKey } from "./progress";

const key = progressKey("c1", "u1", "p1");
const poll = pollView({
  questions: [
    question(),
    question({ id: "q2", text: "How was lunch?", kind: "range5", answers: [], mandatory: true }),
    question({ id: "q3", text: "Anything else?", kind: "long", answers: [], mandatory: false }),
    question({ id: "q4", text: "Which days?", kind: "list_m", answers: ["Mon", "Tue", "Wed"], mandatory: false }),
  ],
});

describe("taking a poll", () => {
  it("restores the progress kept on this device, keeps it while answering, sends it once and forgets it", async () => {
    localStorage.setItem("poll_progress", JSON.stringify({ [key]: { q1: 1, q3: "Coffee, please", q9: "gone" } }));
    const { api } = openPolls("/poll/p1", {
      "GET /api/poll/p1": { body: poll },
      "POST /api/poll/p1/answers": { body: { poll_id: "p1", answeredAt: "2026-11-20T10:00:00.000Z", answersCount: 4 } },
    });
    const form = await screen.findByRole("form", { name: "Office survey" });
    expect((within(form).getByRole("radio", { name: "Second" }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole("textbox", { name: /Anything else/ }) as HTMLTextAreaElement).value).toBe(
      "Coffee, please",
    );
    expect(within(form).getByRole("status").textContent).toBe("Answered 2 of 4");

    // A mandatory question left: nothing is sent.
    await userEvent.click(within(form).getByRole("button", { name: "Send answers" }));
    expect((await screen.findAllByText("Answer every mandatory question")).length).toBeGreaterThan(0);
    expect(api.calls).not.toContain("POST /api/poll/p1/answers");

    await userEvent.click(
      within(screen.getByRole("radiogroup", { name: /How was lunch/ })).getByRole("radio", { name: "4" }),
    );
    await userEvent.click(within(form).getByRole("checkbox", { name: "Tue" }));
    await userEvent.click(within(form).getByRole("checkbox", { name: "Mon" }));
    expect(JSON.parse(localStorage.getItem("poll_progress")!)[key]).toEqual({
      q1: 1,
      q3: "Coffee, please",
      q2: 4,
      q4: [0, 1],
    });

    await userEvent.click(within(form).getByRole("button", { name: "Send answers" }));
    expect(await screen.findByText("Thank you! Your answers are sent.")).toBeTruthy();
    expect(api.bodyOf("POST /api/poll/p1/answers")).toEqual({
      answers: { q1: 1, q2: 4, q3: "Coffee, please", q4: [0, 1] },
    });
    expect(localStorage.getItem("poll_progress")).toBeNull();
  });

  it("says when the poll is answered already, finished, or not for the reader", async () => {
    openPolls("/poll/p1", {
      "GET /api/poll/p1": { body: pollView({ answeredAt: "2026-11-02T10:00:00.000Z", can: { answer: false } }) },
    });
    expect(await screen.findByText("You have already answered this poll")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send answers" })).toBeNull();
  });

  it("a finished poll takes no answers", async () => {
    openPolls("/poll/p1", { "GET /api/poll/p1": { body: pollView({ status: "finished", can: { answer: false } }) } });
    expect(await screen.findByText("This poll is finished")).toBeTruthy();
  });

  it("a poll the reader may not see", async () => {
    openPolls("/poll/p1", { "GET /api/poll/p1": apiError(404, "polls.not_found", "Poll not found") });
    expect(await screen.findByText("This poll is not for you")).toBeTruthy();
    expect(screen.getByText("Poll not found")).toBeTruthy();
  });

  it("its author finishes and deletes it, each asked first", async () => {
    const mine = pollView({ author: "u1", can: { answer: false, results: true, table: true, manage: true } });
    const { api, app } = openPolls("/poll/p1", {
      "GET /api/poll/p1": { body: mine },
      "PUT /api/poll/p1/finish": { body: { ...mine, status: "finished" } },
      "DELETE /api/poll/p1": { status: 204 },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Finish" }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByText("Finish “Office survey”? Nobody will be able to answer it any more.")).toBeTruthy();
    await userEvent.click(within(alert).getByRole("button", { name: "Finish" }));
    expect(await screen.findByText("This poll is finished")).toBeTruthy();
    expect(api.calls).toContain("PUT /api/poll/p1/finish");
    expect(screen.getByRole("link", { name: "Edit" }).getAttribute("href")).toBe("/poll/p1?edit");
    expect(screen.getByRole("link", { name: "Results" }).getAttribute("href")).toBe("/poll/p1/results");

    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(app.location()).toBe("/polls"));
    expect(api.calls).toContain("DELETE /api/poll/p1");
  });
});
