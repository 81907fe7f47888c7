import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { articleView, openArticles } from "../testing";
import { blockDiff, textBlocks } from "./blockDiff";

const current = articleView({
  revision: 3,
  content: "<h2>How to ask</h2><p>Ask your manager two weeks ahead.</p><ul><li><p>Fill the form</p></li></ul>",
});
const older = {
  rev: 2,
  title: "Vacations",
  authorId: "u2",
  at: "2026-11-05T10:00:00.000Z",
  length: 60,
  content: "<h2>How to ask</h2><p>Ask your manager one week ahead.</p><p>Old rule.</p>",
};

describe("an article's history", () => {
  it("reads a document block by block and compares changed blocks word by word", () => {
    expect(textBlocks(current.content)).toEqual(["How to ask", "Ask your manager two weeks ahead.", "Fill the form"]);
    const rows = blockDiff(older.content, current.content);
    expect(rows[0]).toEqual({ kind: "same", text: "How to ask" });
    expect(rows[1]).toMatchObject({ kind: "changed" });
    const changed = rows[1]!.kind === "changed" ? rows[1]!.parts : [];
    expect(changed.filter((part) => part.removed).map((part) => part.value.trim())).toEqual(["one week"]);
    expect(changed.filter((part) => part.added).map((part) => part.value.trim())).toEqual(["two weeks"]);
    expect(rows[2]).toEqual({ kind: "changed", parts: expect.any(Array) });
  });

  it("lists the revisions, shows what changed since the chosen one, and restores it", async () => {
    const { api } = openArticles("/article/a1", {
      "GET /api/article/a1": { body: current },
      "PUT /api/article/a1/view/u1": { body: { views: 12 } },
      "GET /api/article/a1/revisions": {
        body: [
          { rev: 3, title: current.title, authorId: "u1", at: "2026-11-10T10:00:00.000Z", length: 70 },
          { ...older, content: undefined },
        ],
      },
      "GET /api/article/a1/revisions/2": { body: older },
      "POST /api/article/a1/revisions/2/restore": { body: { ...current, revision: 4, content: older.content } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "History" }));
    const drawer = await screen.findByRole("region", { name: "History" });
    const list = await within(drawer).findByRole("list", { name: "History" });
    expect(within(list).getByRole("button", { name: /Revision 3 \(current\)/ })).toHaveProperty("disabled", true);
    await userEvent.click(within(list).getByRole("button", { name: /Revision 2/ }));
    const diff = await within(drawer).findByRole("region", { name: "Changes from revision 2 to the current one" });
    expect([...diff.querySelectorAll("del")].map((element) => element.textContent?.trim())).toContain("one week");
    expect([...diff.querySelectorAll("ins")].map((element) => element.textContent?.trim())).toContain("two weeks");
    expect(within(diff).getByText("Title: “Vacations” → “Vacation policy”")).toBeTruthy();
    await userEvent.click(within(diff).getByRole("button", { name: "Restore this version" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Restore this version" }),
    );
    await waitFor(() => expect(api.calls).toContain("POST /api/article/a1/revisions/2/restore"));
  });
});
