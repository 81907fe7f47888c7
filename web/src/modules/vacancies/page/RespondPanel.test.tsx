import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FileView } from "@intranet/contracts/files";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { stubStorage, uploadRoutes } from "../../../test/uploads";
import { openVacancies, vacancyView } from "../testing";

const vacancyRoute = "GET /api/vacancy/v1";
const stored: FileView = {
  _id: "01JCVAAAAAAAAAAAAAAAAAAAAA",
  name: "ann-cv.pdf",
  contentType: "application/pdf",
  size: 2048,
  module: "vacancies",
  key: "c1/vacancies/01JCVAAAAAAAAAAAAAAAAAAAAA/ann-cv.pdf",
  owner: { type: "user", id: "u1" },
  uploadedBy: "u1",
  createdAt: "2026-11-02T10:00:00.000Z",
};

const pdf = (size = 2048, name = "ann-cv.pdf", type = "application/pdf") => {
  const file = new File(["%PDF"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

/** Picks a file as the browser would, whatever the picker's filter. */
const pick = (file: File) => fireEvent.change(screen.getByLabelText("CV"), { target: { files: [file] } });

async function openForm(routes = {}) {
  const opened = openVacancies("/vacancy/v1", {
    [vacancyRoute]: { body: vacancyView() },
    ...uploadRoutes(stored),
    ...routes,
  });
  const panel = within(await screen.findByRole("region", { name: "Respond" }));
  return { ...opened, panel };
}

describe("responding to a vacancy", () => {
  it("refuses a CV that is too big or not a document before uploading anything", async () => {
    const { api, panel } = await openForm();
    pick(pdf(21 * 1024 * 1024));
    expect(
      await panel.findByText("The CV must be a PDF, Word, OpenDocument, RTF or text file up to 20 MB"),
    ).toBeTruthy();
    pick(new File(["MZ"], "setup.exe", { type: "application/x-msdownload" }));
    expect(panel.queryByText("setup.exe")).toBeNull();
    expect(panel.getByText(/The CV must be/)).toBeTruthy();
    await userEvent.click(panel.getByRole("button", { name: "Send response" }));
    expect(await panel.findByText("Write a message or attach your CV")).toBeTruthy();
    expect(api.calls.filter((call) => call.startsWith("POST"))).toEqual([]);
  });

  it("uploads the CV, then responds, then shows the response's date", async () => {
    const posted = stubStorage();
    const { api, panel } = await openForm({ "POST /api/vac_respond": { body: { responseId: "r1" } } });
    await userEvent.type(panel.getByLabelText("Message"), "I know React well.");
    expect(panel.getByText("2982 characters left")).toBeTruthy();
    pick(pdf());
    expect(panel.getByText("ann-cv.pdf")).toBeTruthy();
    expect(panel.getByText("2 KB")).toBeTruthy();
    await userEvent.click(panel.getByRole("button", { name: "Send response" }));

    expect(await panel.findByText(/^You responded on /)).toBeTruthy();
    expect(panel.queryByRole("button", { name: "Send response" })).toBeNull();
    const posts = api.calls.filter((call) => call.startsWith("POST"));
    expect(posts).toEqual(["POST /api/upload", "POST /api/upload/confirm", "POST /api/vac_respond"]);
    expect(api.bodyOf("POST /api/upload")).toMatchObject({
      module: "vacancies",
      name: "ann-cv.pdf",
      contentType: "application/pdf",
    });
    expect(posted).toHaveLength(1);
    expect(api.bodyOf("POST /api/vac_respond")).toEqual({
      vacancyId: "v1",
      message: "I know React well.",
      cvFileId: stored._id,
    });
  });

  it("sends a file the browser left untyped with its extension's type", async () => {
    stubStorage();
    const { api, panel } = await openForm({ "POST /api/vac_respond": { body: { responseId: "r1" } } });
    pick(pdf(4096, "cv.odt", ""));
    await userEvent.click(panel.getByRole("button", { name: "Send response" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/vac_respond"));
    expect(api.bodyOf("POST /api/upload")).toMatchObject({ contentType: "application/vnd.oasis.opendocument.text" });
  });

  it("shows the API's refusal (already responded) and asks for the vacancy again", async () => {
    const { api, panel } = await openForm({
      "POST /api/vac_respond": apiError(409, "vacancies.already_responded"),
    });
    await userEvent.type(panel.getByLabelText("Message"), "Hello");
    await userEvent.click(panel.getByRole("button", { name: "Send response" }));
    expect(await panel.findByText("You have already responded to this vacancy")).toBeTruthy();
    await waitFor(() => expect(api.calls.filter((call) => call === vacancyRoute)).toHaveLength(2));
    expect(api.calls).not.toContain("POST /api/upload");
  });

  it("a vacancy already responded to shows when", async () => {
    openVacancies("/vacancy/v1", {
      [vacancyRoute]: { body: vacancyView({ responded: true, respondedAt: "2026-11-03T10:00:00.000Z" }) },
    });
    expect(await screen.findByText("You responded on Nov 3, 2026")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send response" })).toBeNull();
  });
});
