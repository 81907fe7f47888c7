import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { SearchHit } from "@intranet/contracts/search";
import { apiError, fakeApi, type FakeAnswer } from "../../test/api";
import { startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

const postHit = (n: number): SearchHit => ({
  type: "post",
  id: `p${n}`,
  title: { text: `Отпуск, заметка ${n}`, highlights: [{ start: 0, end: 6 }] },
  snippet: { text: `…длинный текст про отпуск номер ${n}…`, highlights: [{ start: 19, end: 25 }] },
  path: `/post/p${n}`,
  meta: { subtitle: "Ann Archer", date: "2026-11-20T10:00:00.000Z" },
});
const personHit: SearchHit = {
  type: "person",
  id: "u2",
  title: { text: "Отпускова Анна", highlights: [{ start: 0, end: 9 }] },
  path: "/profile/u2",
  meta: {},
};

function open(path: string, search: (query: URLSearchParams) => FakeAnswer) {
  const me = userView({ rights: ["wall"] });
  const api = fakeApi({ ...startupRoutes(me), "GET /api/search": ({ query }) => search(query) });
  storeSession(me);
  return { api, app: renderApp(path) };
}

const searches = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call === "GET /api/search").length;

describe("the results page", () => {
  it("shows each type's first page with snippets; 'Show all' pages through one type with its cursor", async () => {
    const { api, app } = open("/search?q=%D0%BE%D1%82%D0%BF%D1%83%D1%81%D0%BA", (query) => {
      const q = query.get("q")!;
      if (query.get("types") === "post") {
        const second = query.get("cursor") === "c2";
        return {
          body: {
            q,
            mode: "full",
            groups: [
              { type: "post", hits: second ? [postHit(21)] : [postHit(1), postHit(2)], cursor: second ? null : "c2" },
            ],
          },
        };
      }
      return {
        body: {
          q,
          mode: "full",
          groups: [
            { type: "person", hits: [personHit], cursor: null },
            { type: "post", hits: [postHit(1)], cursor: "c1" },
          ],
        },
      };
    });
    const user = userEvent.setup();
    const people = await screen.findByRole("region", { name: "People" });
    expect(within(people).getByRole("link").getAttribute("href")).toBe("/profile/u2");
    const posts = screen.getByRole("region", { name: "Posts" });
    expect(within(posts).getByText("отпуск", { selector: "mark" })).toBeTruthy();
    expect(within(posts).getByText(/Ann Archer/)).toBeTruthy();

    await user.click(within(posts).getByRole("button", { name: "Show all" }));
    await waitFor(() => expect(app.location()).toContain("type=post"));
    expect(await screen.findByRole("link", { name: /заметка 2(?!\d)/ })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("link", { name: /заметка 21/ })).toBeTruthy();
    expect(api.queryOf("GET /api/search")?.get("cursor")).toBe("c2");
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("asks for a query first, says when nothing is found, and offers a retry when search fails", async () => {
    let fail = true;
    const { api } = open("/search", (query) =>
      fail ? apiError(503, "common.unavailable") : { body: { q: query.get("q"), mode: "full", groups: [] } },
    );
    const user = userEvent.setup();
    expect(await screen.findByText(/Type what you are looking for/)).toBeTruthy();
    expect(searches(api)).toBe(0);
    await user.type(screen.getByRole("searchbox", { name: "Search query" }), "годовой план{Enter}");
    expect(await screen.findByText("The search failed. Please try again.")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Nothing found for “годовой план”")).toBeTruthy();
  });
});
