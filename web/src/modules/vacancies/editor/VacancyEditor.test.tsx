import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { withRoles } from "../../../test/fixtures";
import { stubLayout, typeInto } from "../../../shared/richText/testing";
import { listRoute, openVacancies, seeker, vacancyPage, vacancySummary, vacancyView } from "../testing";
import { defaultCurrency } from "./currencies";
import { amountOf, blankHtml } from "./draft";

beforeEach(stubLayout);

const admin = () => withRoles(["admin"], { rights: seeker().rights });

/** The list with one vacancy, as an admin, and the new vacancy's dialog opened. */
async function openEditor(routes = {}) {
  const opened = openVacancies(
    "/vacancies",
    { [listRoute]: { body: vacancyPage([vacancySummary()]) }, ...routes },
    admin(),
  );
  await screen.findByRole("article", { name: "Frontend developer" });
  await userEvent.click(screen.getByRole("button", { name: "New vacancy" }));
  const dialog = await screen.findByRole("dialog", { name: "New vacancy" });
  return { ...opened, dialog: within(dialog) };
}

const textbox = async (dialog: ReturnType<typeof within>, name: string) => dialog.findByRole("textbox", { name });

describe("the vacancy editor", () => {
  it("refuses what the contract refuses, in its words, and sends nothing", async () => {
    const { api, dialog } = await openEditor();
    await userEvent.click(dialog.getByRole("button", { name: "Publish" }));
    expect(dialog.getByText("Check the marked fields")).toBeTruthy();
    expect(dialog.getByText("Enter the vacancy's title")).toBeTruthy();
    expect(dialog.getByText("Describe the vacancy")).toBeTruthy();

    await userEvent.type(dialog.getByLabelText("Title"), "Designer");
    typeInto(await textbox(dialog, "Description"), "Draw things");
    await userEvent.type(dialog.getByLabelText("From"), "5000");
    await userEvent.type(dialog.getByLabelText("To"), "3000");
    await userEvent.click(dialog.getByRole("button", { name: "Publish" }));
    expect(dialog.getByText("The salary's upper bound must not be below its lower bound")).toBeTruthy();
    expect(dialog.queryByText("Enter the vacancy's title")).toBeNull();

    await userEvent.clear(dialog.getByLabelText("To"));
    await userEvent.type(dialog.getByLabelText("To"), "50k");
    await userEvent.click(dialog.getByRole("button", { name: "Publish" }));
    expect(dialog.getByText("Enter the salary as a positive number")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/vacancy");
  });

  it("publishes the vacancy's body and opens its page", async () => {
    const { api, app, dialog } = await openEditor({
      "POST /api/vacancy": { body: vacancyView({ id: "v9", title: "Designer", can: { edit: true } }) },
      "GET /api/vacancy/v9": { body: vacancyView({ id: "v9", title: "Designer", can: { edit: true } }) },
    });
    await userEvent.type(dialog.getByLabelText("Title"), "Designer");
    typeInto(await textbox(dialog, "Description"), "Draw things");
    await userEvent.type(dialog.getByLabelText("From"), "150 000");
    await userEvent.selectOptions(dialog.getByLabelText("Currency"), "RUB");
    await userEvent.type(dialog.getByLabelText("City"), "Kazan");
    await userEvent.selectOptions(
      dialog.getByLabelText("Department"),
      await dialog.findByRole("option", { name: "Design" }),
    );
    expect(dialog.getByText("Nobody chosen: every administrator gets responses.")).toBeTruthy();
    await userEvent.type(dialog.getByRole("searchbox", { name: "Find a person…" }), "chl");
    await userEvent.click(await dialog.findByRole("button", { name: "Chloe Davis" }));
    expect(dialog.getByRole("button", { name: "Remove Chloe Davis" })).toBeTruthy();
    await userEvent.click(dialog.getByRole("button", { name: "Publish" }));

    await waitFor(() => expect(app.location()).toBe("/vacancy/v9"));
    expect(api.bodyOf("POST /api/vacancy")).toEqual({
      title: "Designer",
      description: "<p>Draw things</p>",
      requirements: "",
      conditions: "",
      salaryFrom: 150000,
      salaryTo: null,
      currency: "RUB",
      city: "Kazan",
      departmentId: "d1",
      recipients: ["u2"],
      tagIds: [],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Designer" })).toBeTruthy();
  });

  it("shows the API's refusal of a field under it", async () => {
    const { dialog } = await openEditor({
      "POST /api/vacancy": apiError(400, "common.validation", "Invalid", {
        issues: [{ in: "body", path: "recipients.0", message: "vacancies.bad_recipient", code: "custom" }],
      }),
    });
    await userEvent.type(dialog.getByLabelText("Title"), "Designer");
    typeInto(await textbox(dialog, "Description"), "Draw things");
    await userEvent.click(dialog.getByRole("button", { name: "Publish" }));
    expect(await dialog.findByText("A recipient of responses is not an active employee")).toBeTruthy();
  });

  it("after the first submit, each message leaves as soon as its field is fixed (issue 31 item 8)", async () => {
    const { dialog } = await openEditor();
    await userEvent.click(dialog.getByRole("button", { name: "Publish" }));
    expect(dialog.getByText("Enter the vacancy's title")).toBeTruthy();
    await userEvent.type(dialog.getByLabelText("Title"), "Designer");
    expect(dialog.queryByText("Enter the vacancy's title")).toBeNull();
    expect(dialog.getByText("Describe the vacancy")).toBeTruthy();
    typeInto(await textbox(dialog, "Description"), "Draw things");
    await waitFor(() => expect(dialog.queryByText("Describe the vacancy")).toBeNull());
    expect(dialog.queryByText("Check the marked fields")).toBeNull();
    await userEvent.clear(dialog.getByLabelText("Title"));
    expect(dialog.getByText("Enter the vacancy's title")).toBeTruthy();
  });

  it("keeps the API's refusal of a field until that field changes", async () => {
    const { dialog } = await openEditor({
      "POST /api/vacancy": apiError(400, "common.validation", "Invalid", {
        issues: [{ in: "body", path: "city", message: "vacancies.too_long", code: "custom" }],
      }),
    });
    await userEvent.type(dialog.getByLabelText("Title"), "Designer");
    typeInto(await textbox(dialog, "Description"), "Draw things");
    await userEvent.type(dialog.getByLabelText("City"), "Londonderry");
    await userEvent.click(dialog.getByRole("button", { name: "Publish" }));
    expect(await dialog.findByText("The text is too long")).toBeTruthy();
    await userEvent.type(dialog.getByLabelText("Title"), " lead");
    expect(dialog.getByText("The text is too long")).toBeTruthy();
    await userEvent.type(dialog.getByLabelText("City"), "{Backspace}");
    expect(dialog.queryByText("The text is too long")).toBeNull();
  });

  it("starts a new vacancy in the company's currency: its newest vacancy's (issue 31: pounds, not dollars)", async () => {
    const { dialog } = await openEditor({
      [listRoute]: { body: vacancyPage([vacancySummary({ currency: "GBP" })]) },
    });
    expect(dialog.getByLabelText<HTMLSelectElement>("Currency").value).toBe("GBP");
  });

  it("derives the first vacancy's currency from the browser's region, else the interface language", () => {
    expect(defaultCurrency("PLN", ["en-GB"], "en")).toBe("PLN");
    expect(defaultCurrency(undefined, ["en-GB", "en"], "en")).toBe("GBP");
    expect(defaultCurrency(undefined, ["de-DE"], "en")).toBe("EUR");
    expect(defaultCurrency(undefined, ["en"], "ua")).toBe("UAH");
    expect(defaultCurrency(undefined, ["pt-BR"], "ru")).toBe("RUB");
  });

  it("reads amounts as typed and empty editor text as nothing", () => {
    expect(amountOf(" 150 000 ")).toBe(150000);
    expect(amountOf("")).toBeNull();
    expect(amountOf("1.5")).toBeNaN();
    expect(blankHtml("<p></p><p> &nbsp;</p>")).toBe(true);
    expect(blankHtml("<p>x</p>")).toBe(false);
  });
});
