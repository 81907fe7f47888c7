import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n";
import { admin, courseSummary, openCourses } from "../testing";

const byScope =
  (mine: unknown[], all: unknown[], canManage: boolean) =>
  ({ query }: { query: URLSearchParams }) => ({
    body: { items: query.get("scope") === "all" ? all : mine, cursor: null, canManage },
  });

describe("the catalogue (/courses)", () => {
  it("shows a learner their courses with progress, status and deadline, and no managing", async () => {
    openCourses("/courses", { "GET /api/courses": byScope([courseSummary()], [], false) });
    const list = await screen.findByRole("list", { name: "My courses" });
    const card = within(list).getByRole("listitem");
    expect(within(card).getByRole("link", { name: "Security basics" }).getAttribute("href")).toBe("/courses/c-1");
    expect(within(card).getByText("Progress: 1 of 3")).toBeTruthy();
    expect(within(card).getByText("In progress")).toBeTruthy();
    expect(within(card).getByText("Due December 15, 2026")).toBeTruthy();
    expect(within(card).getByText("2 lessons")).toBeTruthy();
    expect(within(card).getByText("1 test")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "New course" })).toBeNull();
    expect(screen.queryByRole("tab")).toBeNull();
  });

  it("says so when nothing is appointed", async () => {
    openCourses("/courses");
    expect(await screen.findByText("No courses for you yet")).toBeTruthy();
  });

  it("gives course admins every course with its status and learners, and the way to a new one", async () => {
    openCourses(
      "/courses",
      {
        "GET /api/courses": byScope(
          [],
          [
            courseSummary({ me: null }),
            courseSummary({ _id: "c-2", title: "Draft course", status: "draft", me: null }),
          ],
          true,
        ),
      },
      admin(),
    );
    await userEvent.click(await screen.findByRole("tab", { name: "All courses" }));
    const list = await screen.findByRole("list", { name: "All courses" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText("Draft")).toBeTruthy();
    expect(within(cards[0]!).getByText("4 learners")).toBeTruthy();
    expect(screen.getByRole("link", { name: "New course" }).getAttribute("href")).toBe("/courses/new");
    expect(screen.getByRole("link", { name: "Course admins" })).toBeTruthy();
  });

  it("counts in Russian plural forms", async () => {
    await setLanguage("ru");
    openCourses("/courses", {
      "GET /api/courses": byScope([courseSummary({ lessons: 5, tests: 2 })], [], false),
    });
    expect(await screen.findByText("5 уроков")).toBeTruthy();
    expect(screen.getByText("2 теста")).toBeTruthy();
  });
});
