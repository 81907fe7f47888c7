import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/api";
import { TagChips } from "./TagChips";
import { TagFilter } from "./TagFilter";
import { renderInShell, tagView } from "./testing";

const vocabulary = [
  tagView({ _id: "t1", name: "Onboarding", colour: "green" }),
  tagView({ _id: "t2", name: "Security" }),
  tagView({ _id: "t3", name: "Travel" }),
];

function Filter() {
  const [ids, setIds] = useState<string[]>([]);
  return (
    <>
      <TagFilter module="articles" selected={ids} available={["t1", "t2"]} onChange={setIds} />
      <output aria-label="chosen">{ids.join(",")}</output>
    </>
  );
}

describe("the tag chips and filter", () => {
  it("name an item's tags, skipping ids the vocabulary no longer has", async () => {
    fakeApi({ "GET /api/tag/c1/articles": { body: { items: vocabulary } } });
    renderInShell(<TagChips module="articles" ids={["t3", "gone", "t1"]} />);
    const list = await screen.findByRole("list", { name: "Tags" });
    expect(list.textContent).toBe("OnboardingTravel");
    expect(list.querySelector(".shared-tag-green")).toBeTruthy();
  });

  it("filter by the tags a list carries; All clears the choice", async () => {
    fakeApi({ "GET /api/tag/c1/articles": { body: { items: vocabulary } } });
    renderInShell(<Filter />);
    const security = await screen.findByRole("button", { name: "Security" });
    expect(screen.queryByRole("button", { name: "Travel" })).toBeNull();
    await userEvent.click(security);
    await userEvent.click(screen.getByRole("button", { name: "Onboarding" }));
    expect(screen.getByRole("status", { name: "chosen" }).textContent).toBe("t2,t1");
    expect(security.getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "All" }));
    expect(screen.getByRole("status", { name: "chosen" }).textContent).toBe("");
  });
});
