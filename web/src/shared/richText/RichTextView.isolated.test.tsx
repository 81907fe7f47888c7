import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LazyRichTextEditor } from "./LazyRichTextEditor";
import { RichTextView } from "./RichTextView";
import { TableOfContents } from "./TableOfContents";
import { renderInShell, stubLayout } from "./testing";
import { tocTree } from "./tocTree";

const headings = [
  { level: 2, id: "getting-started", text: "Getting started" },
  { level: 3, id: "setup", text: "Setup" },
  { level: 3, id: "tools", text: "Tools" },
  { level: 2, id: "начало-работы", text: "Начало работы" },
];
const html =
  `<h2 id="getting-started">Getting started</h2><p>Ask <span data-mention="u2">@Chloe Davis</span></p>` +
  `<h3 id="setup">Setup</h3><table><tbody><tr><th>Name</th></tr><tr><td>Ann</td></tr></tbody></table>` +
  `<h3 id="tools">Tools</h3><h2 id="начало-работы">Начало работы</h2>`;

describe("RichTextView and TableOfContents", () => {
  it("shows the server's HTML with mentions as profile links", async () => {
    const { router } = renderInShell(<RichTextView html={html} />);
    expect(screen.getByRole("heading", { level: 2, name: "Getting started" }).id).toBe("getting-started");
    expect(screen.getByRole("table")).toBeTruthy();
    const mention = screen.getByRole("link", { name: "@Chloe Davis" });
    expect(mention.getAttribute("href")).toBe("/profile/u2");
    await userEvent.click(mention);
    expect(router.state.location.pathname).toBe("/profile/u2");
  });

  it("lists the headings as nested links to their ids and scrolls smoothly to one", async () => {
    renderInShell(
      <>
        <TableOfContents headings={headings} />
        <RichTextView html={html} />
      </>,
    );
    const toc = screen.getByRole("navigation", { name: "Contents" });
    const links = within(toc).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "#getting-started",
      "#setup",
      "#tools",
      `#${encodeURIComponent("начало-работы")}`,
    ]);
    // Setup and Tools sit in the list under Getting started.
    expect(within(links[0]!.closest("li")!).getAllByRole("link")).toHaveLength(3);

    const target = document.getElementById("tools")!;
    const scroll = vi.fn();
    target.scrollIntoView = scroll;
    fireEvent.click(within(toc).getByRole("link", { name: "Tools" }));
    expect(scroll).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(window.location.hash).toBe("#tools");
  });

  it("shows no table of contents for fewer than two headings", () => {
    renderInShell(<TableOfContents headings={headings.slice(0, 1)} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("nests a heading under the nearest higher one, whatever the levels", () => {
    const tree = tocTree([
      { level: 3, id: "a", text: "A" },
      { level: 2, id: "b", text: "B" },
      { level: 4, id: "c", text: "C" },
      { level: 3, id: "d", text: "D" },
      { level: 1, id: "e", text: "E" },
    ]);
    const shape = (nodes: typeof tree): unknown => nodes.map((node) => [node.id, shape(node.children)]);
    expect(shape(tree)).toEqual([
      ["a", []],
      [
        "b",
        [
          ["c", []],
          ["d", []],
        ],
      ],
      ["e", []],
    ]);
  });
});

describe("LazyRichTextEditor", () => {
  it("holds the editor's place with a skeleton, then opens the editor", async () => {
    stubLayout();
    const { container } = renderInShell(
      <LazyRichTextEditor label="Vacancy text" initialValue="<p>Hi</p>" onChange={vi.fn()} />,
    );
    expect(container.querySelector(".rich-editor[aria-busy='true'] .bp6-skeleton")).toBeTruthy();
    const box = await screen.findByRole("textbox", { name: "Vacancy text" });
    expect(box.innerHTML).toContain("<p>Hi</p>");
  });
});
