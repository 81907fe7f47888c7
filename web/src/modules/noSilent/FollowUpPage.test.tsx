import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../test/api";
import { renderApp } from "../../test/renderApp";
import { followUpView } from "./testing";

const code = "ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345-6789";

describe("the public follow-up page", () => {
  it("with no session: a wrong code gets the catalogue's message; the right one opens the report, and a message is added", async () => {
    const api = fakeApi({
      "POST /api/report_violation/follow_up": ({ body }) =>
        (body as { code: string }).code === code
          ? { body: followUpView() }
          : apiError(404, "reports.code_not_found", "No report has this code: check it and try again"),
      "POST /api/report_violation/follow_up/message": {
        body: followUpView({
          messages: [...followUpView().messages, { from: "reporter", text: "Thank you.", day: "2026-11-22" }],
        }),
      },
      "POST /api/report_violation/follow_up/file": {
        body: { url: "https://storage.test/f1", expiresAt: "2099-01-01T00:00:00.000Z" },
      },
    });
    const opened = vi.fn();
    vi.stubGlobal("open", opened);
    const app = renderApp("/report_violation/follow-up");
    const form = await screen.findByRole("form", { name: "Follow up a report" });
    const field = within(form).getByLabelText("Follow-up code");
    expect(field.getAttribute("type")).toBe("password");
    expect(screen.getByRole("link", { name: "Back to sign in" })).toBeTruthy();

    await userEvent.type(field, "WRONG-CODE");
    await userEvent.click(within(form).getByRole("button", { name: "Open the report" }));
    expect(await within(form).findByText("No report has this code: check it and try again")).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste(code);
    await userEvent.click(within(form).getByRole("button", { name: "Open the report" }));
    expect(await screen.findByRole("heading", { name: "Your report of November 20, 2026" })).toBeTruthy();
    expect(screen.getByText("Facilities will clear it today.")).toBeTruthy();
    expect(screen.getByText("Which floor?")).toBeTruthy();
    expect(screen.getByText("Recipients")).toBeTruthy();
    // The code never reaches the address.
    expect(app.location()).toBe("/report_violation/follow-up");

    await userEvent.click(screen.getByRole("button", { name: "picture-1.jpg" }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith("https://storage.test/f1", "_blank", "noopener"));
    expect(api.bodyOf("POST /api/report_violation/follow_up/file")).toEqual({ code, file: "f1" });

    const write = screen.getByRole("form", { name: "Add a message" });
    await userEvent.type(within(write).getByRole("textbox", { name: /Add a message/ }), "Thank you.");
    await userEvent.click(within(write).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Thank you.")).toBeTruthy();
    expect(api.bodyOf("POST /api/report_violation/follow_up/message")).toEqual({ code, text: "Thank you." });

    // No token and no company header, ever.
    for (const call of api.calls.filter((call) => call.includes("follow_up"))) {
      expect(api.headersOf(call)?.get("authorization")).toBeNull();
      expect(api.headersOf(call)?.get("x-client-id")).toBeNull();
    }
  });

  it("a signed-in person's follow-up still carries no token", async () => {
    const { storeSession, userView } = await import("../../test/fixtures");
    storeSession(userView());
    const api = fakeApi({ "POST /api/report_violation/follow_up": { body: followUpView() } });
    renderApp("/report_violation/follow-up");
    const form = await screen.findByRole("form", { name: "Follow up a report" });
    await userEvent.type(within(form).getByLabelText("Follow-up code"), code);
    await userEvent.click(within(form).getByRole("button", { name: "Open the report" }));
    expect(await screen.findByRole("heading", { name: "Your report of November 20, 2026" })).toBeTruthy();
    expect(api.headersOf("POST /api/report_violation/follow_up")?.get("authorization")).toBeNull();
  });
});
