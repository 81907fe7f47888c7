import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, employee, openCourses } from "../testing";

describe("the course admins (/courses/settings)", () => {
  it("lets an admin choose them from the company's people and saves them", async () => {
    const { api } = openCourses(
      "/courses/settings",
      {
        "GET /api/clients/c1/settings/admins/lms": { body: { userIds: [] } },
        "PUT /api/clients/c1/settings/admins/lms": ({ body }) => ({ body }),
      },
      admin(),
    );
    expect(
      await screen.findByText("No course admins: only company admins run the courses", {}, { timeout: 20_000 }),
    ).toBeTruthy();
    await userEvent.type(screen.getByRole("searchbox"), "Chl");
    await userEvent.click(await screen.findByRole("button", { name: "Chloe Davis" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/clients/c1/settings/admins/lms"));
    expect(api.bodyOf("PUT /api/clients/c1/settings/admins/lms")).toEqual({ userIds: ["u2"] });
  });

  it("shows them to a course admin who is no company admin, without changing", async () => {
    openCourses(
      "/courses/settings",
      { "GET /api/clients/c1/settings/admins/lms": { body: { userIds: ["u2"] } } },
      employee(),
    );
    expect(await screen.findByText("Chloe Davis", {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText("Only company admins choose the course admins.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("searchbox")).toBeNull();
  });
});
