import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { SearchAnswer, SearchHit } from "@intranet/contracts/search";
import { apiError, fakeApi, type FakeAnswer } from "../../test/api";
import { startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

const person: SearchHit = {
  type: "person",
  id: "u2",
  title: { text: "Кузнецова Александра", highlights: [{ start: 0, end: 9 }] },
  path: "/profile/u2",
  meta: { subtitle: "Главный бухгалтер · Финансы" },
};
const post: SearchHit = {
  type: "post",
  id: "p1",
  title: { text: "Кузнецова подготовила отчёт", highlights: [{ start: 0, end: 9 }] },
  path: "/post/p1",
  meta: { subtitle: "Ann Archer", authorId: "u1", date: "2026-11-20T10:00:00.000Z" },
};
const answer = (q: string, mode: "suggest" | "full" = "suggest"): SearchAnswer => ({
  q,
  mode,
  groups: q.toLowerCase().startsWith("кузн")
    ? [
        { type: "person", hits: [person], cursor: null },
        { type: "post", hits: [post], cursor: null },
      ]
    : [],
});

function open(search: (query: URLSearchParams) => FakeAnswer = (query) => ({ body: answer(query.get("q")!) })) {
  const me = userView({ rights: ["wall"] });
  // The opened post's page answers "unavailable" so it stays put: a 404 would send it on to /404
  // before the test reads where Enter led.
  const api = fakeApi({
    ...startupRoutes(me),
    "GET /api/search": ({ query }) => search(query),
    "GET /api/post/p1": apiError(503, "common.unavailable"),
  });
  storeSession(me);
  const app = renderApp("/company");
  return { api, app };
}

const box = () => screen.findByRole("combobox", { name: "Search" });

describe("the header's search box", () => {
  it("suggests by module as you type, with the matches marked; arrows and Enter open a hit", async () => {
    const { api, app } = open();
    const user = userEvent.setup();
    await user.type(await box(), "Кузн");
    const list = await screen.findByRole("listbox");
    const people = await within(list).findByRole("group", { name: "People" });
    expect(within(people).getByRole("option").textContent).toContain("Кузнецова Александра");
    expect(within(people).getByText("Кузнецова", { selector: "mark" })).toBeTruthy();
    expect(within(list).getByRole("group", { name: "Posts" })).toBeTruthy();
    // One request for the settled text, in suggest mode.
    const calls = api.calls.filter((call) => call === "GET /api/search");
    expect(calls).toHaveLength(1);
    expect(api.queryOf("GET /api/search")?.get("mode")).toBe("suggest");

    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect((await box()).getAttribute("aria-activedescendant")).toBeTruthy();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(app.location()).toBe("/post/p1"));
  });

  it("opens the results page with Enter on the text, and Ctrl+K focuses the box", async () => {
    const { app } = open();
    const user = userEvent.setup();
    const input = await box();
    await user.keyboard("{Control>}k{/Control}");
    expect(document.activeElement).toBe(input);
    await user.keyboard("отпуск{Enter}");
    await waitFor(() => expect(app.location()).toBe("/search?q=%D0%BE%D1%82%D0%BF%D1%83%D1%81%D0%BA"));
  });

  it("says so when nothing is found, and when search fails; Escape closes the list", async () => {
    let fail = false;
    open((query) => (fail ? apiError(503, "common.unavailable") : { body: answer(query.get("q")!) }));
    const user = userEvent.setup();
    const input = await box();
    await user.type(input, "zz");
    expect(
      await within(screen.getByRole("listbox", { hidden: true })).findByText("Nothing found for “zz”"),
    ).toBeTruthy();
    fail = true;
    await user.type(input, "z");
    expect(await within(screen.getByRole("listbox")).findByText("Search is not available right now")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("never shows the answer of a text the user has typed past", async () => {
    const { api } = open();
    const user = userEvent.setup();
    const input = await box();
    await user.type(input, "Кузн");
    await screen.findByRole("group", { name: "People" });
    await user.clear(input);
    await user.type(input, "qq");
    expect(await within(screen.getByRole("listbox")).findByText("Nothing found for “qq”")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "People" })).toBeNull();
    expect(api.calls.filter((call) => call === "GET /api/search").length).toBeLessThanOrEqual(2);
  });
});
