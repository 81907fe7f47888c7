import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/api";
import { customer, field, openServices, serviceSummary, serviceView } from "./testing";

const admin = customer({ roles: ["admin"] });
const groups = { body: [{ _id: "g1", client_id: "c1", name: "Office", servicesCount: 0 }] };

/** jsdom lays nothing out: each sortable item gets a 100 px row by its place, so dnd-kit's keyboard moves find their targets. */
function layOutSortables() {
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains("sortable-item")) return original.call(this);
    const index = Array.from(this.parentElement?.children ?? []).indexOf(this);
    return new DOMRect(0, index * 100, 600, 90);
  });
}

/** Drags with the keyboard, as a person would: focus the handle, space, arrows, space. */
async function keyboardDrag(handle: HTMLElement, arrows: string) {
  handle.focus();
  await userEvent.keyboard(" ");
  await userEvent.keyboard(arrows);
  await userEvent.keyboard(" ");
}

afterEach(() => vi.restoreAllMocks());

describe("the service editor", () => {
  it("sends the whole service with its form and route, and shows the API's refusals at their fields", async () => {
    let answer = apiError(400, "common.validation", "invalid", {
      issues: [{ in: "body", path: "description", message: "services.description_required", code: "custom" }],
    });
    const { api } = openServices(
      "/services/new",
      {
        "GET /api/service_group/byClient/c1": groups,
        "POST /api/bp": () => answer,
        "GET /api/bp/s9": { body: serviceView({ _id: "s9", name: "Parking pass" }) },
      },
      admin,
    );
    await userEvent.type(await screen.findByRole("textbox", { name: /^Name/ }), "Parking pass");
    const first = screen.getByRole("group", { name: "Field 1" });
    await userEvent.type(within(first).getByRole("textbox", { name: "Field name" }), "Car plate");
    await userEvent.click(screen.getByRole("button", { name: "Add field" }));
    const second = screen.getByRole("group", { name: "Field 2" });
    await userEvent.type(within(second).getByRole("textbox", { name: "Field name" }), "From");
    await userEvent.selectOptions(within(second).getByRole("combobox", { name: "Type" }), "date");
    layOutSortables();
    await keyboardDrag(within(second).getByRole("button", { name: "Drag to move: field 2" }), "{ArrowUp}");
    await waitFor(() =>
      expect(
        within(screen.getByRole("group", { name: "Field 1" })).getByRole<HTMLInputElement>("textbox", {
          name: "Field name",
        }).value,
      ).toBe("From"),
    );
    expect(
      within(screen.getByRole("list", { name: "Route" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Initiator", "Step 1", "Done"]);

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Describe the service, or choose an article that does")).toBeTruthy();
    const body = api.bodyOf("POST /api/bp") as {
      name: string;
      fields: Array<{ id: string; name: string; type: string }>;
      steps: unknown[];
    };
    expect(body.name).toBe("Parking pass");
    expect(body.fields.map((field) => [field.id, field.name, field.type])).toEqual([
      ["f2", "From", "date"],
      ["f1", "Car plate", "string"],
    ]);
    expect(body.steps).toEqual([{ name: "", performer: { kind: "chief" }, review: false, dayLimit: 0 }]);

    answer = { body: serviceView({ _id: "s9", name: "Parking pass" }) };
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("heading", { name: "Parking pass" })).toBeTruthy();
  });

  it("is for admins only", async () => {
    openServices("/services/new", { "GET /api/service_group/byClient/c1": groups });
    expect(await screen.findByText("No access to this service")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Save" })).toBeNull());
  });

  it("starts a new service from a template: its texts, form and route, as a service of its own", async () => {
    const template = serviceView({
      _id: "t1",
      name: "Pass template",
      template: true,
      type: "multi",
      departmentId: "d1",
      dayLimit: 3,
      description: "<p>A pass for a visitor.</p>",
      fields: [field({ id: "f1", name: "Visitor" }), field({ id: "f2", name: "Day", type: "date" })],
      steps: [
        { id: "s1", name: "Chief", performer: { kind: "chief" }, fields: [], review: false, dayLimit: 1 },
        {
          id: "s2",
          name: "Security",
          performer: { kind: "user", userId: "u2" },
          fields: [],
          review: true,
          dayLimit: 2,
        },
      ],
    });
    const { api } = openServices(
      "/services/new",
      {
        "GET /api/service_group/byClient/c1": groups,
        "GET /api/bp/tmpls/c1": { body: [serviceSummary({ _id: "t1", name: "Pass template", template: true })] },
        "GET /api/bp/t1": { body: template },
        "POST /api/bp": { body: serviceView({ _id: "s9", name: "Pass template" }) },
        "GET /api/bp/s9": { body: serviceView({ _id: "s9", name: "Pass template" }) },
      },
      admin,
    );
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Start from a template" }), "t1");
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>("textbox", { name: /^Name/ }).value).toBe("Pass template"),
    );
    expect(
      within(screen.getByRole("list", { name: "Route" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Initiator", "Chief", "Security", "Done"]);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/bp"));
    const body = api.bodyOf("POST /api/bp") as Record<string, unknown> & {
      fields: Array<{ id: string; name: string }>;
      steps: Array<Record<string, unknown>>;
    };
    expect(body).toMatchObject({
      name: "Pass template",
      description: "<p>A pass for a visitor.</p>",
      type: "multi",
      departmentId: "d1",
      dayLimit: 3,
      template: false,
    });
    expect(body.fields.map((one) => one.name)).toEqual(["Visitor", "Day"]);
    expect(body.steps.map((step) => [step.id, step.name])).toEqual([
      [undefined, "Chief"],
      [undefined, "Security"],
    ]);
  });

  it("offers no template when there is none", async () => {
    const { api } = openServices(
      "/services/new",
      { "GET /api/service_group/byClient/c1": groups, "GET /api/bp/tmpls/c1": { body: [] } },
      admin,
    );
    await screen.findByRole("textbox", { name: /^Name/ });
    await waitFor(() => expect(api.calls).toContain("GET /api/bp/tmpls/c1"));
    expect(screen.queryByRole("combobox", { name: "Start from a template" })).toBeNull();
  });

  it("converts a simple service to multi-stage after a confirmation, and shows the new type", async () => {
    const simple = serviceView({
      _id: "s1",
      type: "simple",
      can: { order: true, manage: true, orders: true },
      steps: [{ id: "s1", name: "Chief", performer: { kind: "chief" }, fields: [], review: false, dayLimit: 0 }],
    });
    const { api } = openServices(
      "/service/s1/edit",
      {
        "GET /api/service_group/byClient/c1": groups,
        "GET /api/bp/s1": { body: simple },
        "POST /api/bp/convert/s1": { body: { ...simple, type: "multi" } },
      },
      admin,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Make it multi-stage" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Make it multi-stage" }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>("radio", { name: /Multi-stage/ }).checked).toBe(true),
    );
    expect(api.bodyOf("POST /api/bp/convert/s1")).toEqual({ type: "multi" });
    expect(screen.getByRole("button", { name: "Make it simple (one step)" })).toBeTruthy();
  });

  it("shows the catalogue's refusal of a conversion", async () => {
    openServices(
      "/service/s1/edit",
      {
        "GET /api/service_group/byClient/c1": groups,
        "GET /api/bp/s1": { body: serviceView({ _id: "s1", type: "multi" }) },
        "POST /api/bp/convert/s1": apiError(404, "services.not_found"),
      },
      admin,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Make it simple (one step)" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: /simple/ }));
    expect(await screen.findByRole("alert")).toBeTruthy();
  });

  it("describes a service by a knowledge-base article found by its title", async () => {
    const { api } = openServices(
      "/services/new",
      {
        "GET /api/service_group/byClient/c1": groups,
        "GET /api/user/c1/articles/access_for/u1": ({ query }) => ({
          body: {
            items: query.get("search")
              ? [{ id: "a1", kind: "article", parentId: "fold", title: "Holiday rules", tagIds: [] }]
              : [],
            canCreateSection: false,
            emptyAsArticles: false,
          },
        }),
        "GET /api/article/a1": { body: { id: "a1", kind: "article", title: "Holiday rules" } },
        "POST /api/bp": { body: serviceView({ _id: "s9" }) },
        "GET /api/bp/s9": { body: serviceView({ _id: "s9" }) },
      },
      admin,
    );
    await userEvent.type(await screen.findByRole("textbox", { name: /^Name/ }), "Holidays");
    await userEvent.type(
      within(screen.getByRole("group", { name: "Field 1" })).getByRole("textbox", { name: "Field name" }),
      "Dates",
    );
    await userEvent.type(screen.getByRole("searchbox", { name: "Find an article" }), "holiday");
    await userEvent.click(await screen.findByRole("menuitem", { name: /Holiday rules/ }));
    expect(await screen.findByText("Described by the article “Holiday rules”")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/bp"));
    expect(api.bodyOf("POST /api/bp")).toMatchObject({ articleId: "a1", description: "" });
  });
});
