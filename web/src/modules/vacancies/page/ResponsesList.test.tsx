import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openVacancies, responseView, vacancyView } from "../testing";

afterEach(() => vi.restoreAllMocks());

const vacancyRoute = "GET /api/vacancy/v1";
const responsesRoute = "GET /api/vacancy/v1/responses";

describe("a vacancy's responses", () => {
  it("its recipients read them: who, when, the message, and the CV through a download link", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { api } = openVacancies("/vacancy/v1", {
      [vacancyRoute]: { body: vacancyView({ responsesCount: 2, can: { respond: false, readResponses: true } }) },
      [responsesRoute]: {
        body: [
          responseView(),
          responseView({
            id: "r2",
            userId: "u9",
            message: "",
            cv: { fileId: "f2", name: "cv.docx", size: 5000, contentType: "application/msword" },
          }),
        ],
      },
      "GET /api/vacancy/v1/responses/r1/cv": {
        body: { url: "https://storage.test/cv.pdf", expiresAt: "2099-01-01T00:00:00.000Z" },
      },
    });
    const section = within(await screen.findByRole("region", { name: "Responses (2)" }));
    const items = await section.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole("link", { name: "Chloe Davis" }).getAttribute("href")).toBe("/profile/u2");
    expect(first.getByText("I know React well.")).toBeTruthy();
    expect(first.getByText(/Nov 2, 2026/)).toBeTruthy();
    const second = within(items[1]!);
    expect(second.getByText("Former employee")).toBeTruthy();
    expect(second.getByText("No message, a CV only")).toBeTruthy();

    await userEvent.click(first.getByRole("button", { name: "Download CV: chloe-cv.pdf · 117.2 KB" }));
    await waitFor(() => expect(open).toHaveBeenCalledWith("https://storage.test/cv.pdf", "_blank", "noopener"));
    expect(api.calls).toContain("GET /api/vacancy/v1/responses/r1/cv");
  });

  it("with none yet, says so", async () => {
    openVacancies("/vacancy/v1", {
      [vacancyRoute]: { body: vacancyView({ responsesCount: 0, can: { readResponses: true } }) },
      [responsesRoute]: { body: [] },
    });
    expect(await screen.findByText("No responses yet")).toBeTruthy();
  });
});

describe("an admin's actions on a vacancy", () => {
  const admin = { can: { edit: true, readResponses: true }, recipients: ["u2"] };

  it("closes it with the whole vacancy sent again, and reopens it", async () => {
    const { api } = openVacancies("/vacancy/v1", {
      [vacancyRoute]: { body: vacancyView(admin) },
      [responsesRoute]: { body: [] },
      "PUT /api/vacancy/v1": ({ body }) => ({
        body: vacancyView({ ...admin, status: (body as { status: "open" | "closed" }).status }),
      }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Close vacancy" }));
    expect(await screen.findByRole("button", { name: "Reopen vacancy" })).toBeTruthy();
    expect(api.bodyOf("PUT /api/vacancy/v1")).toEqual({
      title: "Frontend developer",
      description: "<p>Build the intranet.</p>",
      requirements: "<ul><li><p>React</p></li></ul>",
      conditions: "",
      salaryFrom: 3000,
      salaryTo: 5000,
      currency: "USD",
      city: "Riga",
      departmentId: null,
      recipients: ["u2"],
      tagIds: [],
      status: "closed",
    });
    await userEvent.click(screen.getByRole("button", { name: "Reopen vacancy" }));
    expect(await screen.findByRole("button", { name: "Close vacancy" })).toBeTruthy();
    expect(api.bodyOf("PUT /api/vacancy/v1")).toMatchObject({ status: "open" });
  });

  it("deletes it after asking, then goes back to the list", async () => {
    const { api, app } = openVacancies("/vacancy/v1", {
      [vacancyRoute]: { body: vacancyView(admin) },
      [responsesRoute]: { body: [] },
      "DELETE /api/vacancy/v1": { status: 204 },
      "GET /api/vacancies/c1": { body: { items: [], cursor: null } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByText(/Delete the vacancy “Frontend developer” with all its responses/)).toBeTruthy();
    expect(api.calls).not.toContain("DELETE /api/vacancy/v1");
    await userEvent.click(within(alert).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(app.location()).toBe("/vacancies/"));
    expect(api.calls).toContain("DELETE /api/vacancy/v1");
  });
});
