import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ArticleNodeView } from "@intranet/contracts/articles";
import { describe, expect, it } from "vitest";
import { clientView } from "../../../test/fixtures";
import { admin, openAdmin } from "../testing";

const folder = (id: string, title: string): ArticleNodeView => ({
  id,
  kind: "folder",
  parentId: null,
  title,
  order: id,
  tagIds: [],
  filesCount: 0,
  restricted: false,
  canWrite: true,
  authorId: "u1",
  updatedAt: "2026-11-01T00:00:00.000Z",
});
const tree = (...items: ArticleNodeView[]) => ({ body: { items, canCreateSection: true, emptyAsArticles: false } });

describe("the knowledge base's default sections (admin panel)", () => {
  it("creates them in the company's language after a confirmation and names the new ones", async () => {
    const { api } = openAdmin(
      "/admin?tab=sections",
      {
        "GET /api/user/c1/articles/access_for/u1": tree(folder("a", "Политики")),
        "PUT /api/application/createDefaultSections": tree(
          folder("a", "Политики"),
          folder("b", "Справочник сотрудника"),
          folder("c", "ИТ-инструкции"),
        ),
      },
      admin(),
      clientView({ settings: { lang: "ru" } }),
    );
    expect(await screen.findByText("Политики")).toBeTruthy();
    expect((screen.getByLabelText("Names in") as HTMLSelectElement).value).toBe("ru");
    await userEvent.click(screen.getByRole("button", { name: "Create default sections" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText("Create the default sections of the knowledge base, named in Russian?"),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create default sections" }));
    expect(await screen.findByText("Created 2 sections: Справочник сотрудника, ИТ-инструкции")).toBeTruthy();
    expect(api.bodyOf("PUT /api/application/createDefaultSections")).toEqual({ lang: "ru" });
    expect(screen.getAllByText("New")).toHaveLength(2);
  });

  it("says when every default section exists already", async () => {
    openAdmin("/admin?tab=sections", {
      "GET /api/user/c1/articles/access_for/u1": tree(folder("a", "Handbook")),
      "PUT /api/application/createDefaultSections": tree(folder("a", "Handbook")),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Create default sections" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Create default sections" }),
    );
    expect(await screen.findByText("All default sections exist already: nothing was created.")).toBeTruthy();
  });

  it("warns when the knowledge base is switched off", async () => {
    openAdmin(
      "/admin?tab=sections",
      { "GET /api/user/c1/articles/access_for/u1": tree() },
      admin(),
      clientView({ features: [{ code: "knowledge_base", active: false }] }),
    );
    expect(await screen.findByText(/The knowledge base is switched off for this company/)).toBeTruthy();
    await waitFor(() => expect(screen.getByText("The knowledge base has no sections yet.")).toBeTruthy());
  });
});
