import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { ideaView, openIdeas } from "../testing";

const fill = async (label: RegExp, text: string) => {
  await userEvent.type(screen.getByRole("textbox", { name: label }), text);
};

describe("proposing an idea", () => {
  it("names each missing part without sending, then sends the five parts and opens the idea", async () => {
    const { api, app } = openIdeas("/idea?tab=propose", {
      "POST /api/user/send_idea": { body: ideaView({ _id: "i9", authorId: "u1", title: "Shared car pool" }) },
      "GET /api/idea/i9": { body: ideaView({ _id: "i9", authorId: "u1", title: "Shared car pool" }) },
    });
    const send = await screen.findByRole("button", { name: "Send the idea" });
    await userEvent.click(send);
    expect(await screen.findByText("Give the idea a title")).toBeTruthy();
    expect(screen.getByText("Name the process the idea is about")).toBeTruthy();
    expect(screen.getByText("Describe what is wrong with it now")).toBeTruthy();
    expect(screen.getByText("Describe the change you propose")).toBeTruthy();
    expect(screen.getByText("Describe the result you expect")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/user/send_idea");

    await fill(/^Title/, "Shared car pool");
    // A fixed field's message leaves at once; the others stay.
    await waitFor(() => expect(screen.queryByText("Give the idea a title")).toBeNull());
    expect(screen.getByText("Describe the result you expect")).toBeTruthy();
    await fill(/^Process/, "Business trips");
    await fill(/^What is wrong now/, "Everyone drives alone.");
    await fill(/^What to change/, "A shared booking of company cars.");
    await fill(/^Expected result/, "Fewer cars, lower costs.");
    await userEvent.click(send);

    await waitFor(() => expect(api.calls).toContain("POST /api/user/send_idea"));
    expect(api.bodyOf("POST /api/user/send_idea")).toEqual({
      title: "Shared car pool",
      process: "Business trips",
      flaw: "Everyone drives alone.",
      change: "A shared booking of company cars.",
      result: "Fewer cars, lower costs.",
      files: [],
    });
    expect(await screen.findByRole("heading", { name: /Shared car pool/ })).toBeTruthy();
    expect(app.location()).toBe("/idea/i9");
  });

  it("shows the API's refusal of a part at that part", async () => {
    openIdeas("/idea?tab=propose", {
      "POST /api/user/send_idea": apiError(400, "common.validation", "invalid", {
        issues: [{ in: "body", path: "change", message: "ideas.too_long", code: "custom" }],
      }),
    });
    await screen.findByRole("button", { name: "Send the idea" });
    for (const [label, text] of [
      [/^Title/, "T"],
      [/^Process/, "P"],
      [/^What is wrong now/, "F"],
      [/^What to change/, "C"],
      [/^Expected result/, "R"],
    ] as const)
      await fill(label, text);
    await userEvent.click(screen.getByRole("button", { name: "Send the idea" }));
    expect(await screen.findByText("The text is too long")).toBeTruthy();
  });
});
