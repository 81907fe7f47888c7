import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi } from "../../test/api";
import { renderInShell, tagView } from "./testing";
import { TagPicker } from "./TagPicker";

const vocabulary = [tagView({ _id: "t1", name: "Onboarding" }), tagView({ _id: "t2", name: "Security" })];

/** The picker with its value kept in state, as a form keeps it; the ids shown for the assertions. */
function Form({ initial = [] as string[] }) {
  const [ids, setIds] = useState(initial);
  return (
    <>
      <TagPicker module="articles" value={ids} onChange={setIds} />
      <output aria-label="chosen">{ids.join(",")}</output>
    </>
  );
}

const chosen = () => screen.getByRole("status", { name: "chosen" }).textContent;

describe("the tag picker", () => {
  it("suggests the module's tags by what is typed and takes one with Enter", async () => {
    const api = fakeApi({ "GET /api/tag/c1/articles": { body: { items: vocabulary } } });
    renderInShell(<Form />);
    const box = screen.getByRole("combobox", { name: "Tags" });
    await userEvent.type(box, "sec");
    const list = await screen.findByRole("listbox");
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Security", "Create tag «sec»"]);
    await userEvent.keyboard("{Enter}");
    expect(chosen()).toBe("t2");
    expect(screen.getByRole("button", { name: "Remove the tag Security" })).toBeTruthy();
    expect(api.calls.filter((call) => call.startsWith("GET /api/tag/"))).toHaveLength(1);
  });

  it("creates a tag no one has yet and chooses it", async () => {
    const api = fakeApi({
      "GET /api/tag/c1/articles": { body: { items: vocabulary } },
      "POST /api/tag": { body: tagView({ _id: "t9", name: "Travel" }) },
    });
    renderInShell(<Form initial={["t1"]} />);
    await userEvent.type(screen.getByRole("combobox", { name: "Tags" }), "Travel");
    await userEvent.click(await screen.findByRole("option", { name: "Create tag «Travel»" }));
    await waitFor(() => expect(chosen()).toBe("t1,t9"));
    expect(api.bodyOf("POST /api/tag")).toEqual({ module: "articles", name: "Travel" });
    expect(await screen.findByRole("button", { name: "Remove the tag Travel" })).toBeTruthy();
  });

  it("offers no creation for a name the vocabulary has in another case", async () => {
    fakeApi({ "GET /api/tag/c1/articles": { body: { items: vocabulary } } });
    renderInShell(<Form initial={["t1"]} />);
    await userEvent.type(screen.getByRole("combobox", { name: "Tags" }), "onboarding");
    expect(await screen.findByText("No such tag")).toBeTruthy();
    expect(screen.queryByRole("option", { name: /Create tag/ })).toBeNull();
  });

  it("shows the server's refusal under the box and chooses nothing", async () => {
    fakeApi({
      "GET /api/tag/c1/articles": { body: { items: vocabulary } },
      "POST /api/tag": apiError(409, "tags.too_many"),
    });
    renderInShell(<Form />);
    await userEvent.type(screen.getByRole("combobox", { name: "Tags" }), "Travel{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("The company has reached the limit of 500 tags here");
    expect(chosen()).toBe("");
  });

  it("removes the last tag with Backspace in the empty box", async () => {
    fakeApi({ "GET /api/tag/c1/articles": { body: { items: vocabulary } } });
    renderInShell(<Form initial={["t1", "t2"]} />);
    await screen.findByRole("button", { name: "Remove the tag Security" });
    await userEvent.type(screen.getByRole("combobox", { name: "Tags" }), "{Backspace}");
    expect(chosen()).toBe("t1");
  });
});
