import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/api";
import { chloe } from "../../test/fixtures";
import RichTextEditor from "./RichTextEditor";
import { renderInShell, stubLayout, typeInto } from "./testing";
import type { RichTextEditorProps } from "./types";

beforeEach(stubLayout);

/**
 * The editor in a form that keeps what it reports; "Load" opens another document (a new key, as the
 * article editor does on a reload). `changes` sees every onChange.
 */
async function open(props: Partial<RichTextEditorProps> = {}, initial = "") {
  const changes = vi.fn<(html: string) => void>();
  function Form() {
    const [document, setDocument] = useState({ key: 0, html: initial });
    return (
      <>
        <button type="button" onClick={() => setDocument({ key: 1, html: "<h2>Loaded</h2><p>From the server</p>" })}>
          Load
        </button>
        <RichTextEditor
          key={document.key}
          label="Article text"
          placeholder="Write…"
          {...props}
          initialValue={document.html}
          onChange={changes}
        />
      </>
    );
  }
  const { container } = renderInShell(<Form />);
  const box = await screen.findByRole("textbox", { name: "Article text" });
  const last = () => changes.mock.calls.at(-1)?.[0] ?? "";
  const fileInput = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { box, changes, last, fileInput };
}

const tool = (name: string) => screen.getByRole("button", { name });

describe("RichTextEditor", () => {
  it("turns typing and toolbar formatting into HTML through onChange", async () => {
    const { box, last } = await open();
    await userEvent.click(box);
    typeInto(box, "Hello ");
    await userEvent.click(tool("Bold"));
    typeInto(box, "world");
    await waitFor(() => expect(last()).toBe("<p>Hello <strong>world</strong></p>"));

    await userEvent.click(tool("Heading 2"));
    expect(last()).toBe("<h2>Hello <strong>world</strong></h2>");
    expect(tool("Heading 2").getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(tool("Numbered list"));
    expect(last()).toBe("<ol><li><p>Hello <strong>world</strong></p></li></ol>");
    // Quick steps are one history event, so undo goes back before the list and redo brings it back.
    await userEvent.click(tool("Undo"));
    expect(last()).not.toContain("<ol>");
    await userEvent.click(tool("Redo"));
    expect(last()).toBe("<ol><li><p>Hello <strong>world</strong></p></li></ol>");
  });

  it("opens another document under a new key without reporting it back, and reports '' when emptied", async () => {
    const { box: first, changes } = await open({}, "<h3>Old</h3><p>Text</p>");
    expect(first.innerHTML).toContain("<h3>Old</h3>");
    await userEvent.click(screen.getByRole("button", { name: "Load" }));
    const box = await screen.findByRole("textbox", { name: "Article text" });
    await waitFor(() => expect(box.innerHTML).toContain("<h2>Loaded</h2>"));
    expect(changes).not.toHaveBeenCalled();
    await userEvent.click(box);
    await userEvent.keyboard("{Control>}a{/Control}{Backspace}");
    await waitFor(() => expect(changes).toHaveBeenLastCalledWith(""));
  });

  it("keeps mentions in the sanitiser's form: span[data-mention] with @Name", async () => {
    const { box } = await open({}, '<p>Ask <span data-mention="u2">@Chloe Davis</span></p>');
    expect(box.innerHTML).toContain('<span data-mention="u2">@Chloe Davis</span>');
  });

  it("suggests people after '@' and two letters and inserts the mention", async () => {
    const api = fakeApi({ "POST /api/user/filter/acme": { body: { items: [chloe], cursor: null } } });
    const { box, last } = await open();
    await userEvent.click(box);
    typeInto(box, "Ask @c");
    expect(await screen.findByText("Type at least 2 letters of a name to find a colleague")).toBeTruthy();
    typeInto(box, "h");
    await userEvent.click(await screen.findByRole("option", { name: /Chloe Davis/ }));
    expect(api.bodyOf("POST /api/user/filter/acme")).toMatchObject({ search: "ch", status: "active" });
    await waitFor(() => expect(last()).toBe('<p>Ask <span data-mention="u2">@Chloe Davis</span> </p>'));
  });

  it("refuses a javascript: link and sets an https one", async () => {
    const { box, last } = await open({}, "<p>docs</p>");
    await userEvent.click(box);
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.click(tool("Link"));
    const address = await screen.findByLabelText("Link address");
    await userEvent.type(address, "javascript:alert(1)");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Only http, https and mailto links are allowed")).toBeTruthy();
    expect(last()).not.toContain("<a");

    await userEvent.clear(address);
    await userEvent.type(address, "example.com/guide");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(last()).toContain('href="https://example.com/guide"'));
    expect(last()).toMatch(/<a [^>]*>docs<\/a>/);
  });

  it("uploads a picked image, inserts its URL, and shows a failure with a retry", async () => {
    const uploadImage = vi
      .fn<(file: File) => Promise<{ url: string }>>()
      .mockRejectedValueOnce(new Error("network"))
      .mockResolvedValueOnce({ url: "https://media.example.com/t/plan.png" });
    const { box, last, fileInput } = await open({ uploadImage });
    await userEvent.click(box);
    const file = new File(["png"], "plan.png", { type: "image/png" });
    await userEvent.upload(fileInput(), file);
    expect(await screen.findByText("The image could not be uploaded")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(last()).toContain('<img src="https://media.example.com/t/plan.png" alt="plan">'));
    expect(uploadImage).toHaveBeenCalledTimes(2);
    expect(uploadImage).toHaveBeenLastCalledWith(file);
    expect(screen.queryByText("The image could not be uploaded")).toBeNull();
  });

  it("inserts a 3×3 table with a header row and adds and deletes rows and columns", async () => {
    const { box, last } = await open();
    await userEvent.click(box);
    const menu = async (item: string) => {
      await userEvent.click(tool("Table"));
      await userEvent.click(await screen.findByRole("menuitem", { name: item }));
    };
    await menu("Insert a table (3×3)");
    const count = (tag: string) => (last().match(new RegExp(`<${tag}[ >]`, "g")) ?? []).length;
    await waitFor(() => expect(count("th")).toBe(3));
    expect(count("tr")).toBe(3);
    expect(count("td")).toBe(6);
    await menu("Add a row below");
    expect(count("tr")).toBe(4);
    await menu("Add a column to the right");
    expect(count("th")).toBe(4);
    await menu("Delete the column");
    expect(count("th")).toBe(3);
    await menu("Delete the table");
    expect(count("table")).toBe(0);
  });

  it("marks a form error and follows disabled", async () => {
    const { box } = await open({ invalid: true, disabled: true });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("contenteditable")).toBe("false");
    expect(box.closest(".rich-editor")?.className).toContain("rich-editor-invalid");
    expect(tool("Bold")).toHaveProperty("disabled", true);
  });

  it("keeps tiptap's keyboard shortcuts (Ctrl+B, Ctrl+I)", async () => {
    const { box, last } = await open();
    await userEvent.click(box);
    await userEvent.keyboard("{Control>}b{/Control}");
    typeInto(box, "bold");
    await userEvent.keyboard("{Control>}b{/Control}{Control>}i{/Control}");
    typeInto(box, "it");
    await waitFor(() => expect(last()).toBe("<p><strong>bold</strong><em>it</em></p>"));
  });
});
