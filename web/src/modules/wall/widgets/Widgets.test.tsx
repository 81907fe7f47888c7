import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n";
import { withRoles } from "../../../test/fixtures";
import { openWall } from "../testing";

const person = { _id: "u2", fullName: "Chloe Davis", firstName: "Chloe", lastName: "Davis", birthday: "11-21" };

const thanksItem = {
  postId: "t1",
  authorId: "u1",
  author: { _id: "u1", fullName: "Ann Lee", firstName: "Ann", lastName: "Lee", status: "active" },
  thankedUserId: "u2",
  thanked: { _id: "u2", fullName: "Chloe Davis", firstName: "Chloe", lastName: "Davis", status: "active" },
  excerpt: "Thanks for the quarterly report!",
  likesCount: 0,
  commentsCount: 0,
  createdAt: "2026-11-20T10:00:00.000Z",
};

describe("wall widgets", () => {
  // The thanked person is the line's name, so the detail says who the thanks came from (not "thanks X").
  it.each([
    ["ru", "Благодарности", "Davis Chloe", "благодарность от Lee Ann"],
    ["ua", "Подяки", "Davis Chloe", "подяка від Lee Ann"],
  ] as const)("%s: the thanks widget names the thanked person, then who thanked them", async (...row) => {
    const [language, title, thanked, from] = row;
    await setLanguage(language);
    openWall("/company", { "GET /api/clients/c1/all_thanks": { body: { items: [thanksItem] } } });
    const thanks = await screen.findByRole("region", { name: title });
    expect(await within(thanks).findByRole("link", { name: thanked })).toBeTruthy();
    expect(within(thanks).getByText(from)).toBeTruthy();
  });

  it("shows the latest thanks, today's and upcoming birthdays and the links", async () => {
    openWall("/company", {
      "GET /api/clients/c1/all_thanks": {
        body: {
          items: [
            {
              postId: "t1",
              authorId: "u1",
              author: { _id: "u1", fullName: "Ann Lee", firstName: "Ann", lastName: "Lee", status: "active" },
              thankedUserId: "u2",
              thanked: { _id: "u2", fullName: "Chloe Davis", firstName: "Chloe", lastName: "Davis", status: "active" },
              excerpt: "Thanks for the quarterly report!",
              likesCount: 0,
              commentsCount: 0,
              createdAt: "2026-11-20T10:00:00.000Z",
            },
          ],
        },
      },
      "GET /api/clients/c1/birthdays": {
        body: {
          date: "2026-11-21",
          days: 14,
          today: [person],
          upcoming: [
            {
              user: { ...person, _id: "u3", fullName: "Bo Li", firstName: "Bo", lastName: "Li" },
              date: "2026-11-25",
              inDays: 4,
            },
          ],
        },
      },
      "GET /api/links_block/c1/wall": {
        body: {
          module: "wall",
          active: true,
          links: [{ _id: "l1", title: "HR portal", link: "https://hr.example.com", kind: "external", order: 1 }],
        },
      },
    });
    const thanks = await screen.findByRole("region", { name: "Thanks" });
    expect(await within(thanks).findByText("thanked by Ann Lee")).toBeTruthy();
    expect(within(thanks).getByRole("link", { name: "Thanks for the quarterly report!" }).getAttribute("href")).toBe(
      "/post/t1",
    );
    const birthdays = screen.getByRole("region", { name: "Birthdays" });
    expect(await within(birthdays).findByRole("link", { name: "Chloe Davis" })).toBeTruthy();
    expect(within(birthdays).getByText("November 25")).toBeTruthy();
    expect(within(birthdays).getByRole("link", { name: "All birthdays" }).getAttribute("href")).toBe("/birthdays/");
    const link = await screen.findByRole("link", { name: /HR portal/ });
    expect(link.getAttribute("href")).toBe("https://hr.example.com");
    expect(screen.queryByRole("button", { name: "Add a link" })).toBeNull();
  });

  it("an admin adds a link: a valid URL is required, with the catalogue message", async () => {
    const { api } = openWall(
      "/company",
      {
        "POST /api/links_block/c1/wall/link": ({ body }) => ({
          status: 201,
          body: { _id: "l2", order: 1, ...(body as object) },
        }),
      },
      withRoles(["admin"]),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Add a link" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Title"), "Wiki");
    await userEvent.type(within(dialog).getByLabelText("Link"), "wiki.example");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Enter a valid URL (http or https)")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/links_block/c1/wall/link");

    await userEvent.clear(within(dialog).getByLabelText("Link"));
    await userEvent.type(within(dialog).getByLabelText("Link"), "https://wiki.example");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/links_block/c1/wall/link"));
    expect(api.bodyOf("POST /api/links_block/c1/wall/link")).toEqual({
      title: "Wiki",
      link: "https://wiki.example",
      kind: "external",
    });
  });

  it("hides a switched-off links block from employees", async () => {
    openWall("/company", {
      "GET /api/links_block/c1/wall": {
        body: {
          module: "wall",
          active: false,
          links: [{ _id: "l1", title: "HR portal", link: "https://hr.example.com", kind: "external", order: 1 }],
        },
      },
    });
    await screen.findByRole("region", { name: "Birthdays" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText("HR portal")).toBeNull();
  });

  it("on narrow screens the widgets have their own tab instead of a column under the endless feed", async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes("max-width: 1024.98px") });
    openWall("/company");
    await userEvent.click(await screen.findByRole("tab", { name: "Widgets" }));
    expect(await screen.findByRole("region", { name: "Birthdays" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Post text" })).toBeNull();
    await userEvent.click(screen.getByRole("tab", { name: "Company news" }));
    expect(await screen.findByRole("textbox", { name: "Post text" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Birthdays" })).toBeNull();
  });
});
