import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { openPolls, pollView } from "../testing";
import { addAudience, removePerson } from "../../../shared/audiences";
import { bodyOf, emptyDraft, moveQuestion, newQuestion, validateDraft } from "./draft";

const questionCard = (number: number) => screen.getByRole("region", { name: `Question ${number}` });

describe("the poll editor", () => {
  it("checks the contract's rules before sending, with the catalogue's texts, then creates the poll", async () => {
    const created = pollView({
      _id: "p9",
      name: "Team lunch",
      can: { answer: true, results: true, table: true, manage: true },
    });
    const { api, app } = openPolls("/poll/new", {
      "POST /api/poll": { body: created },
      "GET /api/poll/p9": { body: created },
    });
    const form = await screen.findByRole("form", { name: "New poll" });
    await userEvent.click(within(form).getByRole("button", { name: "Create poll" }));
    expect(await screen.findByText("The poll needs a name")).toBeTruthy();
    expect(screen.getAllByText("All questions and answers must be filled")).toHaveLength(2);
    expect(api.calls).not.toContain("POST /api/poll");

    await userEvent.type(screen.getByLabelText("Name"), "Team lunch");
    const first = questionCard(1);
    await userEvent.type(within(first).getByLabelText("Question text"), "Where shall we go?");
    // A choice with one answer: it needs two.
    await userEvent.click(within(first).getByRole("button", { name: "Remove answer 2" }));
    await userEvent.type(within(first).getByRole("textbox", { name: "Answer 1" }), "Pizza");
    // No mandatory question.
    await userEvent.click(within(first).getByRole("checkbox", { name: "Mandatory answer" }));
    await userEvent.click(within(form).getByRole("button", { name: "Create poll" }));
    expect(await screen.findByText("A choice question needs at least two answers")).toBeTruthy();
    expect(screen.getByText("At least one question must be mandatory")).toBeTruthy();
    expect(screen.queryByText("The poll needs a name")).toBeNull();

    await userEvent.click(within(first).getByRole("button", { name: "Add answer" }));
    await userEvent.type(within(first).getByRole("textbox", { name: "Answer 2" }), "Sushi");
    await userEvent.click(within(first).getByRole("checkbox", { name: "Mandatory answer" }));
    await userEvent.click(screen.getByRole("button", { name: "Add question" }));
    const second = questionCard(2);
    await userEvent.type(within(second).getByLabelText("Question text"), "How hungry are you?");
    fireEvent.change(within(second).getByLabelText("Kind"), { target: { value: "range10" } });
    expect(within(second).queryByRole("textbox", { name: "Answer 1" })).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: /Anonymous/ }));
    await userEvent.click(within(form).getByRole("button", { name: "Create poll" }));

    await waitFor(() => expect(app.location()).toBe("/poll/p9"));
    expect(api.bodyOf("POST /api/poll")).toEqual({
      name: "Team lunch",
      description: "",
      type: "anonymous",
      anonymousResults: "batches",
      forAll: true,
      recipients: [],
      mandatory: false,
      questions: [
        { text: "Where shall we go?", mandatory: true, kind: "list1", answers: ["Pizza", "Sushi"] },
        { text: "How hungry are you?", mandatory: true, kind: "range10", answers: [] },
      ],
    });
  });

  it("after a refused submit, a message leaves as soon as its field is filled, before the next submit", async () => {
    openPolls("/poll/new", {});
    const form = await screen.findByRole("form", { name: "New poll" });
    await userEvent.click(within(form).getByRole("button", { name: "Create poll" }));
    expect(await screen.findByText("The poll needs a name")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Name"), "Team lunch");
    expect(screen.queryByText("The poll needs a name")).toBeNull();
    await userEvent.clear(screen.getByLabelText("Name"));
    expect(screen.getByText("The poll needs a name")).toBeTruthy();
  });

  it("a closed poll for chosen people: recipients are needed, then sent as audiences", async () => {
    const { api } = openPolls("/poll/new", {
      "POST /api/poll": apiError(409, "polls.has_answers", "has answers"),
    });
    await screen.findByRole("form", { name: "New poll" });
    await userEvent.type(screen.getByLabelText("Name"), "Pulse");
    await userEvent.type(within(questionCard(1)).getByLabelText("Question text"), "OK?");
    fireEvent.change(within(questionCard(1)).getByLabelText("Kind"), { target: { value: "short" } });
    await userEvent.click(screen.getByRole("radio", { name: /Closed/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: "For everyone in the company" }));
    await userEvent.click(screen.getByRole("button", { name: "Create poll" }));
    expect(await screen.findByText("Choose the poll's recipients")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Recipients by"), { target: { value: "users" } });
    await userEvent.type(screen.getByRole("searchbox", { name: "Find a person…" }), "chl");
    await userEvent.click(await screen.findByRole("button", { name: "Chloe Davis" }));
    expect(screen.getByRole("button", { name: "Remove Chloe Davis" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Create poll" }));
    // The server's refusal shows too.
    expect(await screen.findByText("The poll already has answers: its type and questions cannot change")).toBeTruthy();
    expect(api.bodyOf("POST /api/poll")).toMatchObject({
      type: "closed",
      forAll: false,
      recipients: [{ kind: "users", userIds: ["u2"] }],
      questions: [{ text: "OK?", mandatory: true, kind: "short", answers: [] }],
    });
  });

  it("edits a poll that has answers: its type and questions are shown, not edited", async () => {
    const poll = pollView({ answersCount: 4, can: { answer: false, results: true, table: true, manage: true } });
    openPolls("/poll/p1?edit", { "GET /api/poll/p1": { body: poll } });
    expect(await screen.findByRole("form", { name: "Edit poll" })).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Office survey");
    expect(screen.getByText("The poll already has answers: its type and questions cannot change.")).toBeTruthy();
    expect((within(questionCard(1)).getByLabelText("Question text") as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: /Drag to move/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add question" })).toBeNull();
  });
});

describe("the editor's draft", () => {
  it("a drag's end moves the question, and the body sends the new order", () => {
    const draft = emptyDraft();
    const [a, b, c] = [newQuestion(), newQuestion(), newQuestion()].map((item, index) => ({
      ...item,
      text: `Q${index + 1}`,
    }));
    draft.questions = [a!, b!, c!];
    const moved = moveQuestion(draft.questions, c!.key, a!.key);
    expect(moved.map((item) => item.text)).toEqual(["Q3", "Q1", "Q2"]);
    expect(moveQuestion(moved, moved[0]!.key, moved[2]!.key).map((item) => item.text)).toEqual(["Q1", "Q2", "Q3"]);
    expect(bodyOf({ ...draft, questions: moved }).questions.map((item) => item.text)).toEqual(["Q3", "Q1", "Q2"]);
  });

  it("reports each rule at its place with its catalogue code", () => {
    const draft = emptyDraft();
    draft.name = "Poll";
    draft.questions = [
      { ...newQuestion(), text: "Pick", mandatory: false, answers: Array.from({ length: 16 }, (_, i) => `A${i}`) },
    ];
    expect(validateDraft(draft)).toEqual({
      questions: "polls.no_mandatory",
      "questions.0.answers": "polls.too_many_answers",
    });
    draft.questions = [{ ...newQuestion(), text: "Say", kind: "short", answers: [""] }];
    // A text question's leftover answers are not sent.
    expect(validateDraft(draft)).toEqual({});
  });

  it("adds audiences once, people into one list", () => {
    const list = addAudience(addAudience([], { kind: "city", city: "Riga" }), { kind: "city", city: "Riga" });
    const people = addAudience(addAudience(list, { kind: "users", userIds: ["u2"] }), {
      kind: "users",
      userIds: ["u3"],
    });
    expect(people).toEqual([
      { kind: "city", city: "Riga" },
      { kind: "users", userIds: ["u2", "u3"] },
    ]);
    expect(removePerson(removePerson(people, "u2"), "u3")).toEqual([{ kind: "city", city: "Riga" }]);
  });
});
