import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { admin, courseView, openCourses, testView } from "../testing";

const manager = { manage: true, editQuestions: true };
const question = {
  _id: "q-1",
  kind: "single" as const,
  text: "Which password is strongest?",
  answers: [
    { _id: "a1", text: "password1", right: false },
    { _id: "a2", text: "correct horse battery staple", right: true },
  ],
};

describe("the test editor", () => {
  it("checks a new question by the rules before saving it under its own id", async () => {
    vi.spyOn(crypto, "randomUUID").mockReturnValue("q-new" as ReturnType<typeof crypto.randomUUID>);
    const { api } = openCourses(
      "/courses/c-1/tests/t-1",
      {
        "GET /api/courses/c-1": { body: courseView({ can: { manage: true, learn: false }, me: null }) },
        "GET /api/tests/t-1": { body: testView({ me: null, questions: [], questionCount: 0, can: manager }) },
        "POST /api/tests/t-1/questions/q-new": ({ body }) => ({
          body: testView({ me: null, questions: [{ ...(body as typeof question), _id: "q-new" }], can: manager }),
        }),
      },
      admin(),
    );
    expect(await screen.findByText("No questions yet: add the first one.", {}, { timeout: 20_000 })).toBeTruthy();
    expect((screen.getByLabelText("Pass mark, %") as HTMLInputElement).value).toBe("60");
    await userEvent.click(screen.getByRole("button", { name: "Add a question" }));
    const card = screen.getByRole("region", { name: "Question 1" });
    await userEvent.click(within(card).getByRole("button", { name: "Save the question" }));
    expect(within(card).getByText("Question text is required")).toBeTruthy();
    expect(within(card).getByText("Fill in the answers (at least two)")).toBeTruthy();
    await userEvent.type(within(card).getByLabelText("Question"), "Which is a sign of phishing?");
    await userEvent.type(within(card).getByRole("textbox", { name: "Answer 1" }), "Urgency");
    await userEvent.type(within(card).getByRole("textbox", { name: "Answer 2" }), "Your name spelled right");
    // The messages leave as the fields are fixed.
    expect(within(card).queryByText("Question text is required")).toBeNull();

    // Several right answers: one marked is allowed, none is not.
    await userEvent.selectOptions(within(card).getByLabelText("Kind"), "multiple");
    await userEvent.click(within(card).getByRole("checkbox", { name: "Answer 1 is right" }));
    expect(within(card).getByText("Mark the right answer")).toBeTruthy();
    await userEvent.click(within(card).getByRole("checkbox", { name: "Answer 2 is right" }));

    await userEvent.click(within(card).getByRole("button", { name: "Save the question" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/tests/t-1/questions/q-new"));
    expect(api.bodyOf("POST /api/tests/t-1/questions/q-new")).toEqual({
      kind: "multiple",
      text: "Which is a sign of phishing?",
      answers: [
        { text: "Urgency", right: false },
        { text: "Your name spelled right", right: true },
      ],
    });
    expect(await screen.findByText("Question saved")).toBeTruthy();
  });

  it("locks the questions once someone has taken the test, with the server's message", async () => {
    openCourses(
      "/courses/c-1/tests/t-1",
      {
        "GET /api/courses/c-1": { body: courseView({ can: { manage: true, learn: false }, me: null }) },
        "GET /api/tests/t-1": {
          body: testView({ me: null, questions: [question], taken: 3, can: { manage: true, editQuestions: false } }),
        },
      },
      admin(),
    );
    expect(
      await screen.findByText("Questions cannot be edited once employees have taken the test", {}, { timeout: 20_000 }),
    ).toBeTruthy();
    const card = screen.getByRole("region", { name: "Question 1" });
    expect((within(card).getByLabelText("Question") as HTMLTextAreaElement).disabled).toBe(true);
    expect(within(card).queryByRole("button", { name: "Save the question" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add a question" })).toBeNull();
  });
});
