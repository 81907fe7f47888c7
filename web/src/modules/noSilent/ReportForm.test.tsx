import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { openNoSilent, reporter, stubCanvas } from "./testing";

const base64 = (text: string) => btoa(text);

describe("the report form", () => {
  it("says what is missing only after the first submit, and sends nothing until it is fixed", async () => {
    const { api } = openNoSilent("/report_violation");
    const form = await screen.findByRole("form", { name: "New report" });
    expect(within(form).getByRole("radio", { name: "Anonymously" })).toHaveProperty("checked", true);
    expect(within(form).queryByText("Describe what happened in detail")).toBeNull();

    await userEvent.click(within(form).getByRole("button", { name: "Send report" }));
    expect(await within(form).findByText("Describe what happened in detail")).toBeTruthy();

    // Under a name: the name is filled with mine, and a cleared one is refused.
    await userEvent.click(within(form).getByRole("radio", { name: "Under my name" }));
    const name = within(form).getByRole("textbox", { name: "Your name" });
    expect((name as HTMLInputElement).value).toBe("Ann Lee");
    await userEvent.clear(name);
    expect(await within(form).findByText("Give your name or choose to report anonymously")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/user/send_viol_report");

    // A file of another type is refused before anything is sent.
    const input = form.querySelector<HTMLInputElement>("input[type=file]")!;
    await userEvent.upload(input, new File(["x"], "notes.docx", { type: "application/msword" }), {
      applyAccept: false,
    });
    expect(await within(form).findByText("Attach pictures (JPEG, PNG) or PDF documents")).toBeTruthy();
  });

  it("an anonymous report redraws its pictures, sends them inline, and shows the code once", async () => {
    const drawn = stubCanvas("clean-pixels");
    const { api } = openNoSilent("/report_violation", {
      "POST /api/user/send_viol_report": { body: { anonymous: true, code: "ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345-6789" } },
    });
    const form = await screen.findByRole("form", { name: "New report" });
    await userEvent.type(within(form).getByRole("textbox", { name: /What happened/ }), "Boxes block the exit.");
    const photo = new File(["jpeg-with-gps"], "IMG_20261120_101532.jpg", { type: "image/jpeg" });
    const pdf = new File(["%PDF-1.7"], "plan.pdf", { type: "application/pdf" });
    await userEvent.upload(form.querySelector<HTMLInputElement>("input[type=file]")!, [photo, pdf]);
    expect(within(form).getByText("IMG_20261120_101532.jpg")).toBeTruthy();
    await userEvent.click(within(form).getByRole("button", { name: "Send report" }));

    const dialog = await screen.findByRole("dialog", { name: "Your follow-up code" });
    expect(within(dialog).getByRole("textbox", { name: "Follow-up code" })).toHaveProperty(
      "value",
      "ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345-6789",
    );
    expect(within(dialog).getByText(/shown only once/)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Follow-up page" }).getAttribute("href")).toBe(
      "/report_violation/follow-up",
    );
    expect(drawn).toHaveLength(1);
    expect(api.bodyOf("POST /api/user/send_viol_report")).toEqual({
      anonymous: true,
      description: "Boxes block the exit.",
      files: [
        // Only the redrawn pixels travel, under a name that tells no moment.
        { name: "picture-1.jpg", contentType: "image/jpeg", data: base64("clean-pixels") },
        { name: "plan.pdf", contentType: "application/pdf", data: base64("%PDF-1.7") },
      ],
    });

    await userEvent.click(within(dialog).getByRole("button", { name: "I have saved the code" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(form).getByRole("textbox", { name: /What happened/ })).toHaveProperty("value", "");
  });

  it("a named report sends the name, keeps its files as they are, and opens its page", async () => {
    stubCanvas("never-drawn");
    const { api, app } = openNoSilent(
      "/report_violation",
      {
        "POST /api/user/send_viol_report": { body: { anonymous: false, reportId: "r9" } },
        "GET /api/report_violation/report/r9": { status: 404, body: { error: { code: "reports.not_found" } } },
      },
      reporter(),
    );
    const form = await screen.findByRole("form", { name: "New report" });
    await userEvent.click(within(form).getByRole("radio", { name: "Under my name" }));
    await userEvent.type(within(form).getByRole("textbox", { name: /What happened/ }), "Visitors skip the book.");
    const photo = new File(["png"], "door.png", { type: "image/png" });
    await userEvent.upload(form.querySelector<HTMLInputElement>("input[type=file]")!, photo);
    await userEvent.click(within(form).getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(app.location()).toBe("/report_violation/r9"));
    expect(api.bodyOf("POST /api/user/send_viol_report")).toEqual({
      anonymous: false,
      name: "Ann Lee",
      description: "Visitors skip the book.",
      files: [{ name: "door.png", contentType: "image/png", data: base64("png") }],
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
