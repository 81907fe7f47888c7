import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiError } from "../../../test/api";
import { admin, ideaView, openIdeas } from "../testing";

const recipientIdea = ideaView({ can: { vote: true, move: true, comment: true } });

describe("an idea's page", () => {
  it("shows the five parts, the files, the history and the comments; the author cannot support it", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    openIdeas("/idea/i1", {
      "GET /api/idea/i1": {
        body: ideaView({
          authorId: "u1",
          files: [{ fileId: "f1", name: "plan.pdf", size: 1200 }],
          can: { vote: false, move: false, comment: true },
          status: "declined",
          statuses: [
            { status: "new", at: "2026-11-01T10:00:00.000Z" },
            { status: "declined", at: "2026-11-03T10:00:00.000Z", byId: "u2", reason: "Too costly this year" },
          ],
        }),
      },
      "GET /api/idea/i1/file/f1": { body: { url: "https://storage.test/plan.pdf", expiresAt: "2099-01-01T00:00:00Z" } },
    });
    expect(await screen.findByRole("heading", { name: /Paperless expense reports/ })).toBeTruthy();
    for (const text of ["Expense reports", "Paper receipts get lost.", "Photograph receipts in the app."])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText("Reports are paid in two days.")).toBeTruthy();
    expect(screen.getByText("Reason: Too costly this year")).toBeTruthy();
    expect(screen.getByText("Good one")).toBeTruthy();
    const own = screen.getByRole("button", { name: "Your own idea: 2 support it" }) as HTMLButtonElement;
    expect(own.disabled).toBe(true);
    // Not a recipient: no status change.
    expect(screen.queryByRole("form", { name: "Change the status" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "plan.pdf" }));
    await waitFor(() => expect(open).toHaveBeenCalledWith("https://storage.test/plan.pdf", "_blank", "noopener"));
    open.mockRestore();
  });

  it("a recipient declines only with a reason, on the revision they saw", async () => {
    const { api } = openIdeas(
      "/idea/i1",
      {
        "GET /api/idea/i1": { body: recipientIdea },
        "POST /api/idea/i1/status": ({ body }) => ({
          body: ideaView({
            ...recipientIdea,
            status: "declined",
            revision: 4,
            statuses: [
              ...recipientIdea.statuses,
              {
                status: "declined",
                at: "2026-11-05T10:00:00.000Z",
                byId: "u1",
                reason: (body as { reason: string }).reason,
              },
            ],
          }),
        }),
      },
      admin(),
    );
    const form = await screen.findByRole("form", { name: "Change the status" });
    await userEvent.selectOptions(within(form).getByRole("combobox", { name: "New status" }), "declined");
    await userEvent.click(within(form).getByRole("button", { name: "Change the status" }));
    expect(await within(form).findByText("Give the reason for declining")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/idea/i1/status");

    await userEvent.type(within(form).getByRole("textbox", { name: "Reason for declining" }), "Too costly");
    await userEvent.click(within(form).getByRole("button", { name: "Change the status" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/idea/i1/status"));
    expect(api.bodyOf("POST /api/idea/i1/status")).toEqual({ status: "declined", reason: "Too costly", revision: 3 });
    expect(await screen.findByText("Reason: Too costly")).toBeTruthy();
    expect(screen.getByRole("heading", { name: /Declined/ })).toBeTruthy();
  });

  it("reloads the idea when someone changed it meanwhile and sends again on the new revision", async () => {
    let reads = 0;
    let moves = 0;
    const { api } = openIdeas(
      "/idea/i1",
      {
        "GET /api/idea/i1": () => {
          reads += 1;
          return { body: reads === 1 ? recipientIdea : { ...recipientIdea, revision: 5, commentsCount: 2 } };
        },
        "POST /api/idea/i1/status": () => {
          moves += 1;
          return moves === 1
            ? apiError(409, "ideas.already_changed")
            : { body: { ...recipientIdea, status: "under_review", revision: 6 } };
        },
      },
      admin(),
    );
    const form = await screen.findByRole("form", { name: "Change the status" });
    await userEvent.click(within(form).getByRole("button", { name: "Change the status" }));
    expect(await screen.findByText("Someone has changed this idea meanwhile: it is reloaded")).toBeTruthy();
    await waitFor(() => expect(reads).toBe(2));
    expect(api.bodyOf("POST /api/idea/i1/status")).toEqual({ status: "under_review", revision: 3 });

    await userEvent.click(within(form).getByRole("button", { name: "Change the status" }));
    await waitFor(() => expect(moves).toBe(2));
    expect(api.bodyOf("POST /api/idea/i1/status")).toEqual({ status: "under_review", revision: 5 });
  });

  it("adds a comment, not an empty one", async () => {
    const { api } = openIdeas("/idea/i1", {
      "GET /api/idea/i1": { body: ideaView() },
      "POST /api/idea/i1/comment": ({ body }) => ({
        body: ideaView({
          comments: [
            ...ideaView().comments,
            { authorId: "u1", text: (body as { text: string }).text, at: "2026-11-06T10:00:00.000Z" },
          ],
        }),
      }),
    });
    const form = await screen.findByRole("form", { name: "Your comment" });
    await userEvent.click(within(form).getByRole("button", { name: "Comment" }));
    expect(await within(form).findByText("Write a comment")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/idea/i1/comment");
    await userEvent.type(within(form).getByRole("textbox", { name: "Your comment" }), "Let us try it in March");
    await userEvent.click(within(form).getByRole("button", { name: "Comment" }));
    expect(await screen.findByText("Let us try it in March")).toBeTruthy();
    expect(api.bodyOf("POST /api/idea/i1/comment")).toEqual({ text: "Let us try it in March" });
  });
});
