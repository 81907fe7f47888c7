import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { articleView, openArticles } from "../testing";

const inherited = articleView({
  grants: [],
  inheritedGrants: [{ audience: { kind: "all" }, level: "read" }],
});

async function openRights(view = inherited) {
  const opened = openArticles("/article/a1", {
    "GET /api/article/a1": { body: view },
    "PUT /api/article/a1/view/u1": { body: { views: 12 } },
    "PUT /api/article/a1/rights": ({ body }) => ({ body: { ...view, ...(body as object) } }),
  });
  await userEvent.click(await screen.findByRole("button", { name: "Actions" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: "Rights" }));
  const dialog = await screen.findByRole("dialog", { name: "Who may read and edit “Vacation policy”" });
  return { ...opened, dialog };
}

describe("the rights dialog", () => {
  it("shows the folder's rights it follows, read-only", async () => {
    const { dialog } = await openRights();
    expect(within(dialog).getByRole("radio", { name: "As its folder" })).toHaveProperty("checked", true);
    const rights = within(dialog).getByLabelText("Rights of its folder");
    expect(rights.textContent).toBe("May readEveryone");
  });

  it("sends its own grants by level: everyone may read, a person may edit", async () => {
    const { api, dialog } = await openRights();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Its own rights" }));
    const levels = within(dialog).getAllByText(/^(May edit|May read|No access)$/, { selector: "label" });
    expect(levels.map((label) => label.textContent?.trim())).toEqual(["May edit", "May read", "No access"]);
    const switches = within(dialog).getAllByRole("checkbox", { name: "Everyone" });
    expect(switches).toHaveLength(2); // no "everyone" among the excluded
    await userEvent.click(switches[1]!);
    const kinds = within(dialog).getAllByRole("combobox", { name: "Add" });
    await userEvent.selectOptions(kinds[0]!, "users");
    await userEvent.type(within(dialog).getByRole("searchbox", { name: "Find a person…" }), "Chl");
    await userEvent.click(await within(dialog).findByRole("button", { name: "Chloe Davis" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save the rights" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/article/a1/rights"));
    expect(api.bodyOf("PUT /api/article/a1/rights")).toEqual({
      grants: [
        { audience: { kind: "users", userIds: ["u2"] }, level: "write" },
        { audience: { kind: "all" }, level: "read" },
      ],
    });
  });

  it("offers every audience of the spec: heads of departments, a manager's team, a working-time band", async () => {
    const { api, dialog } = await openRights();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Its own rights" }));
    const [editKinds, readKinds] = within(dialog).getAllByRole("combobox", { name: "Add" });
    const offered = [...readKinds!.querySelectorAll("option")].map((option) => option.textContent);
    expect(offered).toEqual([
      "Department",
      "City",
      "Position",
      "Heads of departments",
      "A manager's team",
      "Working time",
      "People",
    ]);
    await userEvent.selectOptions(editKinds!, "managers");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(within(dialog).getByRole("button", { name: "Add" })).toHaveProperty("disabled", true);
    await userEvent.selectOptions(readKinds!, "manager");
    await userEvent.type(within(dialog).getByRole("searchbox", { name: "Find a person…" }), "Chl");
    await userEvent.click(await within(dialog).findByRole("button", { name: "Chloe Davis" }));
    await userEvent.selectOptions(readKinds!, "workingTime");
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Working time" }), "1-5y");
    expect(within(dialog).getByText("A manager's team: Chloe Davis")).toBeTruthy();
    expect(within(dialog).getByText("Working time: 1 to 5 years")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save the rights" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/article/a1/rights"));
    expect(api.bodyOf("PUT /api/article/a1/rights")).toEqual({
      grants: [
        { audience: { kind: "managers" }, level: "write" },
        { audience: { kind: "manager", userId: "u2" }, level: "read" },
        { audience: { kind: "workingTime", fromMonths: 12, toMonths: 60 }, level: "read" },
      ],
    });
  });

  it("going back to the folder's rights sends no grants", async () => {
    const { api, dialog } = await openRights(
      articleView({ grants: [{ audience: { kind: "all" }, level: "read" }], inheritedGrants: [] }),
    );
    expect(within(dialog).getByRole("radio", { name: "Its own rights" })).toHaveProperty("checked", true);
    await userEvent.click(within(dialog).getByRole("radio", { name: "As its folder" }));
    expect(within(dialog).getByText("Everyone in the company may read it; administrators edit it.")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save the rights" }));
    await waitFor(() => expect(api.bodyOf("PUT /api/article/a1/rights")).toEqual({ grants: [] }));
  });
});
