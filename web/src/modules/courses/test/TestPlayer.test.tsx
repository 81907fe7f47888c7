import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { attemptView, courseView, myTest, openCourses, testView } from "../testing";

const finished = attemptView({
  state: "finished",
  finishedAt: "2026-11-30T10:04:00.000Z",
  score: 50,
  passed: false,
  questions: attemptView().questions.map((question, index) => ({
    ...question,
    chosen: index === 0 ? ["a2"] : ["b1"],
    rightIds: index === 0 ? ["a2"] : ["b1", "b2"],
    correct: index === 0,
  })),
  test: myTest({ status: "failed", attemptsUsed: 1, attemptsLeft: 1, bestScore: 50 }),
});

describe("the test player", () => {
  it("starts an attempt on the server's clock, saves answers, finishes and shows the review", async () => {
    const { api } = openCourses("/courses/c-1/tests/t-1", {
      "GET /api/courses/c-1": { body: courseView() },
      "GET /api/tests/t-1": { body: testView() },
      "POST /api/tests/c-1/startTest/t-1/for/u1": { body: attemptView() },
      "POST /api/tests/t-1/answer": ({ body }) =>
        (body as { finish: boolean }).finish ? { body: finished } : { body: attemptView() },
    });
    expect(
      await screen.findByText(
        /Questions: 2\. Pass mark: 60%\. Time limit: 10 minutes\. 2 attempts left\./,
        {},
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Start the test" }));
    // The countdown is the server's: 10 minutes from its `now`, whatever this device's clock says.
    const timer = await screen.findByRole("timer", { name: "Time left" });
    expect(within(timer).getByText(/^(10:00|9:5\d)$/)).toBeTruthy();
    expect(screen.getByText("Question 1 of 2")).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: "correct horse battery staple" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/tests/t-1/answer"));
    expect(api.bodyOf("POST /api/tests/t-1/answer")).toEqual({
      attemptId: "a-1",
      answers: [
        { questionId: "q-1", answerIds: ["a2"] },
        { questionId: "q-2", answerIds: [] },
      ],
      finish: false,
    });
    await userEvent.click(screen.getByRole("checkbox", { name: "Urgency" }));
    await userEvent.click(screen.getByRole("button", { name: "Finish the test" }));
    const confirm = await screen.findByRole("alertdialog");
    await userEvent.click(within(confirm).getByRole("button", { name: "Finish the test" }));
    expect(await screen.findByText("Score: 50%")).toBeTruthy();
    expect(api.bodyOf("POST /api/tests/t-1/answer")).toMatchObject({ finish: true });
    expect(screen.getByText("Not passed")).toBeTruthy();
    expect(screen.getByText("Your answers")).toBeTruthy();
    expect(screen.getByText(/A mismatched link/).textContent).toContain("Right answer");
    expect(screen.getByRole("button", { name: "Take it again" })).toBeTruthy();
  });

  it("shows every question on one page when the learner asks, and finishes from there", async () => {
    const { api } = openCourses("/courses/c-1/tests/t-1", {
      "GET /api/courses/c-1": { body: courseView() },
      "GET /api/tests/t-1": { body: testView() },
      "POST /api/tests/c-1/startTest/t-1/for/u1": { body: attemptView() },
      "POST /api/tests/t-1/answer": ({ body }) =>
        (body as { finish: boolean }).finish ? { body: finished } : { body: attemptView() },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Start the test" }, { timeout: 20_000 }));
    await userEvent.click(await screen.findByRole("checkbox", { name: "All questions on one page" }));
    expect(screen.getByText("Question 1 of 2")).toBeTruthy();
    expect(screen.getByText("Question 2 of 2")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Previous" })).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "correct horse battery staple" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Urgency" }));
    await userEvent.click(screen.getByRole("button", { name: "Finish the test" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Finish the test" }),
    );
    expect(await screen.findByText("Score: 50%")).toBeTruthy();
    expect(api.bodyOf("POST /api/tests/t-1/answer")).toMatchObject({
      finish: true,
      answers: [
        { questionId: "q-1", answerIds: ["a2"] },
        { questionId: "q-2", answerIds: [expect.any(String)] },
      ],
    });
  });

  it("says when no attempt is left and offers none", async () => {
    openCourses("/courses/c-1/tests/t-1", {
      "GET /api/courses/c-1": { body: courseView() },
      "GET /api/tests/t-1": {
        body: testView({ me: myTest({ status: "not_passed", attemptsUsed: 2, attemptsLeft: 0, bestScore: 40 }) }),
      },
    });
    expect(await screen.findByText(/No attempts left\./, {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText("Not passed")).toBeTruthy();
    expect(screen.getByText("Best score: 40%")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Start|again/ })).toBeNull();
  });

  it("shows the server's refusal to start", async () => {
    openCourses("/courses/c-1/tests/t-1", {
      "GET /api/courses/c-1": { body: courseView() },
      "GET /api/tests/t-1": { body: testView() },
      "POST /api/tests/c-1/startTest/t-1/for/u1": apiError(409, "courses.no_questions"),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Start the test" }, { timeout: 20_000 }));
    expect((await screen.findByRole("alert")).textContent).toBe("The test has no questions yet");
  });

  it("finishes the attempt by itself when the server's time is up", async () => {
    const { api } = openCourses("/courses/c-1/tests/t-1", {
      "GET /api/courses/c-1": { body: courseView() },
      "GET /api/tests/t-1": { body: testView() },
      // The server says: started ten minutes ago, ends now.
      "POST /api/tests/c-1/startTest/t-1/for/u1": {
        body: attemptView({ startedAt: "2026-11-30T09:50:00.000Z", endsAt: "2026-11-30T10:00:00.000Z" }),
      },
      "POST /api/tests/t-1/answer": { body: finished },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Start the test" }, { timeout: 20_000 }));
    await waitFor(() => expect(api.calls).toContain("POST /api/tests/t-1/answer"));
    expect(api.bodyOf("POST /api/tests/t-1/answer")).toMatchObject({ attemptId: "a-1", finish: true });
    expect(await screen.findByText("Time is up: the test is finished")).toBeTruthy();
    expect(await screen.findByText("Score: 50%")).toBeTruthy();
  });
});
