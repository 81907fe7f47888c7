import type { FileView } from "@intranet/contracts/files";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { uploadRoutes } from "../../../test/uploads";
import { admin, courseView, lessonView, openCourses, progressView } from "../testing";

/** jsdom has no IntersectionObserver: this one reports the end marker visible when the test says so. */
let reveal: () => void = () => undefined;
class FakeObserver {
  constructor(private callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    reveal = () => this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

describe("a lesson (/courses/{id}/lessons/{lessonId})", () => {
  beforeEach(() => vi.stubGlobal("IntersectionObserver", FakeObserver));
  afterEach(() => {
    reveal = () => undefined;
  });

  it("marks the lesson learned once its end is read, and leads to the next item", async () => {
    const { api } = openCourses("/courses/c-1/lessons/l-2", {
      "GET /api/courses/c-1": { body: courseView() },
      "GET /api/lessons/l-2": { body: lessonView() },
      "PUT /api/course_progress/learn": { body: progressView({ done: 2 }) },
    });
    expect(await screen.findByRole("heading", { name: "Signs" })).toBeTruthy();
    expect(await screen.findByText("Read to the end to mark this lesson learned")).toBeTruthy();
    expect(api.calls).not.toContain("PUT /api/course_progress/learn");
    reveal();
    await waitFor(() => expect(api.calls).toContain("PUT /api/course_progress/learn"));
    expect(api.bodyOf("PUT /api/course_progress/learn")).toEqual({ course: "c-1", lesson: "l-2" });
    expect((await screen.findAllByText("Learned")).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Next: Final test" }).getAttribute("href")).toBe("/courses/c-1/tests/t-1");
  });

  it("does not mark a lesson its manager reads", async () => {
    const { api } = openCourses("/courses/c-1/lessons/l-2", {
      "GET /api/courses/c-1": { body: courseView({ me: null, can: { manage: true, learn: false } }) },
      "GET /api/lessons/l-2": { body: lessonView({ can: { manage: true } }) },
    });
    expect(await screen.findByRole("button", { name: "Edit" })).toBeTruthy();
    reveal();
    expect(screen.queryByText("Read to the end to mark this lesson learned")).toBeNull();
    expect(api.calls).not.toContain("PUT /api/course_progress/learn");
  });

  it("inserts a picture into a new lesson's text through the courses' image route", async () => {
    const stored: FileView = {
      _id: "file-plan",
      name: "plan.png",
      contentType: "image/png",
      size: 3,
      module: "courses",
      key: "c1/courses/file-plan/plan.png",
      owner: { type: "user", id: "u1" },
      uploadedBy: "u1",
      createdAt: "2026-11-10T10:00:00.000Z",
    };
    const url = "https://media.test/c1/media/courses/file-plan.png";
    const { api } = openCourses(
      "/courses/c-1/lessons/new",
      {
        "GET /api/courses/c-1": { body: courseView({ me: null, can: { manage: true, learn: false } }) },
        ...uploadRoutes(stored),
        "POST /bucket": { status: 204 },
        "POST /api/courses/image": { body: { url } },
      },
      admin(),
    );
    await screen.findByRole("button", { name: "Insert an image" }, { timeout: 20_000 });
    const input = document.querySelector<HTMLInputElement>('input[type="file"][accept="image/*"]')!;
    await userEvent.upload(input, new File(["png"], "plan.png", { type: "image/png" }));
    await waitFor(() => expect(document.querySelector(`.ProseMirror img[src="${url}"]`)).toBeTruthy());
    expect(api.bodyOf("POST /api/upload")).toMatchObject({ module: "courses", name: "plan.png" });
    expect(api.bodyOf("POST /api/courses/image")).toEqual({ fileId: "file-plan" });
  });
});
