import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../test/api";
import { admin, openNoSilent, reportView } from "./testing";

describe("a report's page", () => {
  it("a recipient reads the report, its history and the channel: a recipient by name and time, the reporter by day", async () => {
    openNoSilent("/report_violation/r1", { "GET /api/report_violation/report/r1": { body: reportView() } }, admin());
    expect(await screen.findByRole("heading", { name: "Report of November 20, 2026" })).toBeTruthy();
    expect(screen.getByText("Anonymous report")).toBeTruthy();
    expect(screen.getByRole("button", { name: "picture-1.jpg" })).toBeTruthy();
    const thread = screen.getByRole("region", { name: "Conversation" });
    expect(await within(thread).findByText("Chloe Davis")).toBeTruthy();
    expect(within(thread).getByText("Reporter")).toBeTruthy();
    expect(within(thread).getByText("November 21, 2026")).toBeTruthy();
    expect(screen.getByRole("form", { name: "Change status" })).toBeTruthy();
  });

  it("a recipient moves it with a comment on the revision seen; a stale one reloads the report and says so", async () => {
    let loads = 0;
    let answer = 0;
    const moved = reportView({
      status: "in_review",
      revision: 6,
      statuses: [
        { status: "received", day: "2026-11-20" },
        { status: "in_review", day: "2026-11-21", comment: "On it.", byId: "u1", at: "2026-11-21T10:00:00.000Z" },
      ],
    });
    const { api } = openNoSilent(
      "/report_violation/r1",
      {
        "GET /api/report_violation/report/r1": () => {
          loads += 1;
          return { body: reportView({ revision: loads === 1 ? 4 : 5 }) };
        },
        "POST /api/report_violation/report/r1/status": () => {
          answer += 1;
          return answer === 1 ? apiError(409, "reports.already_changed") : { body: moved };
        },
      },
      admin(),
    );
    const form = await screen.findByRole("form", { name: "Change status" });
    await userEvent.selectOptions(within(form).getByRole("combobox", { name: "New status" }), "in_review");
    await userEvent.type(within(form).getByRole("textbox", { name: /Comment for the reporter/ }), "On it.");
    await userEvent.click(within(form).getByRole("button", { name: "Change status" }));
    expect(await screen.findByText(/Someone has changed this report meanwhile/)).toBeTruthy();
    expect(api.bodyOf("POST /api/report_violation/report/r1/status")).toEqual({
      status: "in_review",
      comment: "On it.",
      revision: 4,
    });
    await waitFor(() => expect(loads).toBe(2));

    // What was written stays: sent again, on the reloaded revision.
    await userEvent.click(within(form).getByRole("button", { name: "Change status" }));
    await waitFor(() =>
      expect(api.bodyOf("POST /api/report_violation/report/r1/status")).toEqual({
        status: "in_review",
        comment: "On it.",
        revision: 5,
      }),
    );
    const history = screen.getByRole("region", { name: "History" });
    expect(await within(history).findByText("On it.")).toBeTruthy();
    expect(within(history).getByText(/Ann Lee/)).toBeTruthy();
  });

  it("a recipient answers in the channel", async () => {
    const { api } = openNoSilent(
      "/report_violation/r1",
      {
        "GET /api/report_violation/report/r1": { body: reportView() },
        "POST /api/report_violation/report/r1/message": {
          body: reportView({
            messages: [
              ...reportView().messages,
              { from: "recipient", authorId: "u1", text: "Thank you.", at: "2026-11-22T09:00:00.000Z" },
            ],
          }),
        },
      },
      admin(),
    );
    const form = await screen.findByRole("form", { name: "Message" });
    await userEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(await within(form).findByText("Write a message")).toBeTruthy();
    await userEvent.type(within(form).getByRole("textbox", { name: /Message/ }), "Thank you.");
    await userEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Thank you.")).toBeTruthy();
    expect(api.bodyOf("POST /api/report_violation/report/r1/message")).toEqual({ text: "Thank you." });
  });
});
