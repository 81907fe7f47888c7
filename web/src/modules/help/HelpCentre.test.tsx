import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../i18n";
import { clientView, userView, withRoles } from "../../test/fixtures";
import { openWall } from "../wall/testing";

const employee = userView({ rights: ["wall", "vacations", "chat"] });
const admin = withRoles(["admin", "employee"]);

/** The first page of a file waits for the app's chunks to be transformed (seconds on a busy machine). */
const slow = { timeout: 20_000 };

afterEach(async () => {
  await act(() => setLanguage("en"));
});

const titles = (name: string) =>
  within(screen.getByRole("region", { name }))
    .getAllByRole("link")
    .map((link) => link.querySelector(".help-card-title")?.textContent);

describe("/help/", { timeout: 40_000 }, () => {
  it("lists an employee's articles for everyone, only of the modules they have, and no admins' group", async () => {
    openWall("/help/", {}, employee);
    await screen.findByRole("heading", { name: "Help centre", level: 1 }, slow);
    const everyone = titles("For everyone");
    expect(everyone).toEqual(expect.arrayContaining(["Getting started", "Vacations", "Chats", "The company wall"]));
    // No right to the shop or the address book: their articles are not shown.
    expect(everyone).not.toContain("The shop, coins and achievements");
    expect(everyone).not.toContain("The address book");
    expect(screen.queryByRole("region", { name: "For administrators" })).toBeNull();
  });

  it("shows admins the administrators' group; a module the company switched off is left out", async () => {
    const client = clientView({ features: [{ code: "shop", active: false }] });
    openWall("/help/", {}, admin, client);
    await screen.findByRole("region", { name: "For administrators" }, slow);
    expect(titles("For administrators")).toEqual(
      expect.arrayContaining(["Employees, rights and roles", "The admin panel", "Company settings"]),
    );
    // The superadmin's article is not an admin's.
    expect(titles("For administrators")).not.toContain("Companies and the platform");
    expect(titles("For everyone")).not.toContain("The shop, coins and achievements");
  });

  it("searches in Russian (any case), marks the words and opens the article found", async () => {
    await act(() => setLanguage("ru"));
    const { app } = openWall("/help/", {}, employee);
    const box = await screen.findByRole("searchbox", { name: "Поиск по справке" }, slow);
    fireEvent.change(box, { target: { value: "ОТПУСК" } });
    const results = await screen.findByRole("region", { name: /По запросу «ОТПУСК» найден/ });
    const first = within(results).getAllByRole("link")[0]!;
    expect(first.querySelector(".help-result-title")?.textContent).toBe("Отпуска");
    expect(first.querySelectorAll("mark").length).toBeGreaterThan(0);
    await waitFor(() => expect(app.location()).toBe("/help/?q=%D0%9E%D0%A2%D0%9F%D0%A3%D0%A1%D0%9A"));
    fireEvent.click(first);
    await screen.findByRole("heading", { name: "Отпуска", level: 1 }, slow);
    expect(app.location()).toBe("/help/vacations");
    expect(screen.getByRole("link", { name: "Открыть: Отпуска" }).getAttribute("href")).toBe("/vacations");
    // Back leads to the results it came from.
    expect(screen.getByRole("link", { name: "Все статьи" }).getAttribute("href")).toBe(
      `/help/?q=${encodeURIComponent("ОТПУСК")}`,
    );
  });

  it("says so when nothing is found, and shows everything again", async () => {
    openWall("/help/?q=zzzz", {}, employee);
    await screen.findByText("Nothing found for “zzzz”", {}, slow);
    fireEvent.click(screen.getByRole("button", { name: "Show all articles" }));
    await screen.findByRole("region", { name: "For everyone" });
  });

  it("opens an article by its address, with its group beside it", async () => {
    openWall("/help/chat", {}, employee);
    const article = await screen.findByRole("article", { name: "Chats" }, slow);
    expect(within(article).getByRole("heading", { name: "Starting a chat" })).toBeTruthy();
    expect(within(article).getByText("New chat", { selector: "strong" })).toBeTruthy();
    const aside = screen.getByRole("complementary", { name: "More in this group" });
    expect(within(aside).getByRole("link", { name: "Chats" }).getAttribute("aria-current")).toBe("page");
  });

  it("keeps an administrators' article from an employee", async () => {
    openWall("/help/admin-panel", {}, employee);
    await screen.findByText("This article is for the company's administrators", {}, slow);
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("an unknown address is no article", async () => {
    openWall("/help/no-such-thing", {}, employee);
    await screen.findByText("There is no such article", {}, slow);
  });

  it("the header's help button leads to the help centre and the about page", async () => {
    const { app } = openWall("/company", {}, employee);
    fireEvent.click(await screen.findByRole("button", { name: "Help" }, slow));
    // The platform's button is the superadmin's alone.
    expect(screen.queryByRole("button", { name: "Platform" })).toBeNull();
    fireEvent.click(await screen.findByRole("menuitem", { name: "About the portal" }));
    await waitFor(() => expect(app.location()).toBe("/about/"));
    fireEvent.click(await screen.findByRole("button", { name: "Help" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Help centre" }));
    await screen.findByRole("heading", { name: "Help centre", level: 1 }, slow);
  });
});
