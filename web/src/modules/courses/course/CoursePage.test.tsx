import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { admin, courseView, openCourses, progressView } from "../testing";

describe("a course (/courses/{id})", () => {
  it("shows a learner the lessons and tests in order with done marks, the progress and where to go next", async () => {
    openCourses("/courses/c-1", {
      "GET /api/courses/c-1": { body: courseView() },
      "GET /api/course_progress/progress/c-1/u1": { body: progressView() },
    });
    const contents = await screen.findByRole("list", { name: "Contents" }, { timeout: 20_000 });
    const rows = within(contents).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector(".courses-item-title")?.textContent)).toEqual([
      "Strong passwords",
      "Phishing",
      "Final test",
    ]);
    expect(within(rows[0]!).getByLabelText("Done")).toBeTruthy();
    expect(within(rows[1]!).getByLabelText("Not done yet")).toBeTruthy();
    expect(await screen.findByText("Progress: 1 of 3")).toBeTruthy();
    expect(screen.getByText("Due December 15, 2026")).toBeTruthy();
    const next = screen.getByRole("link", { name: "Continue: Phishing" });
    expect(next.getAttribute("href")).toBe("/courses/c-1/lessons/l-2");
    // No managing for a learner.
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("tab")).toBeNull();
  });

  it("says a learned course is learned", async () => {
    openCourses("/courses/c-1", {
      "GET /api/courses/c-1": { body: courseView() },
      "GET /api/course_progress/progress/c-1/u1": {
        body: progressView({ status: "learned", done: 3, learnedAt: "2026-11-29T10:00:00.000Z" }),
      },
    });
    expect(await screen.findByText("You have learned this course")).toBeTruthy();
    expect(screen.getByText("Learned")).toBeTruthy();
  });

  it("lets a course admin publish a draft and appoint people with a deadline", async () => {
    const published = courseView({ status: "published", can: { manage: true, learn: false }, me: null, revision: 5 });
    const { api } = openCourses(
      "/courses/c-1",
      {
        "GET /api/courses/c-1": {
          body: courseView({ status: "draft", can: { manage: true, learn: false }, me: null }),
        },
        "PUT /api/courses/c-1": { body: published },
        "GET /api/courses/c-1/members": { body: { items: [], cursor: null } },
        "POST /api/courses/c-1/members": ({ body }) =>
          (body as { userIds: string[] }).userIds.length
            ? { body: { appointed: 1, already: 0 } }
            : apiError(400, "courses.nobody_to_appoint"),
      },
      admin(),
    );
    expect(await screen.findByText(/This course is a draft/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/courses/c-1"));
    expect(api.bodyOf("PUT /api/courses/c-1")).toMatchObject({
      status: "published",
      revision: 4,
      title: "Security basics",
    });
    expect(await screen.findByRole("button", { name: "Archive" })).toBeTruthy();

    await userEvent.click(screen.getByRole("tab", { name: "Members" }));
    expect(await screen.findByText("Nobody is appointed yet")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Appoint" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Appoint" }));
    expect(within(dialog).getByText("Choose at least one person or audience")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/courses/c-1/members");
  });
});

describe("a course's figures (its analytics tab)", () => {
  it("shows learners by status, each item, the hardest questions from the test's counters and who is overdue", async () => {
    const learners = { appointed: 1, started: 0, in_progress: 2, not_started: 1, learned: 4 };
    openCourses(
      "/courses/c-1?tab=analytics",
      {
        "GET /api/courses/c-1": { body: courseView({ can: { manage: true, learn: false }, me: null }) },
        "GET /api/course_progress/c-1/dashboard": {
          body: {
            courseId: "c-1",
            title: "Security basics",
            learners,
            total: 8,
            overdue: 1,
            completion: 50,
            lessons: [{ _id: "l-1", courseId: "c-1", title: "Strong passwords", learned: 6, learners: 8 }],
            tests: [],
            overdueLearners: [
              {
                userId: "u2",
                status: "not_started",
                done: 0,
                total: 3,
                appointedAt: "2026-11-01T10:00:00.000Z",
                appointedBy: "u1",
                deadline: "2026-11-15",
                overdue: true,
                learnedAt: null,
              },
            ],
          },
        },
      },
      admin(),
    );
    expect(await screen.findByText("50%", {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText("Strong passwords").closest("tr")!.textContent).toContain("6 / 8");
    const overdue = screen.getByRole("heading", { name: "Overdue learners" }).closest("section")!;
    expect(within(overdue).getByRole("link", { name: "Chloe Davis" }).getAttribute("href")).toBe(
      "/courses/analytics/u2",
    );
    expect(within(overdue).getByText(/Overdue: due November 15, 2026/)).toBeTruthy();
  });
});
