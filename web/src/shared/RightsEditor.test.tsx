import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { featureRights, type FeatureRight } from "@intranet/contracts/roles";
import { describe, expect, it, vi } from "vitest";
import { isBuiltRight } from "./builtModules";
import { shared } from "./i18n/en";
import { RightsEditor } from "./RightsEditor";

const name = (right: FeatureRight) => shared.rights.names[right];
/** Rights of manifest modules with no web folder yet (none since the learning modules landed). */
const hidden = featureRights.filter((right) => !isBuiltRight(right));

describe("RightsEditor (product-spec §6)", () => {
  it("offers only the rights of built modules and keeps the hidden ones a person holds", async () => {
    const onSave = vi.fn(async (_rights: FeatureRight[]) => "Rights of Anna Smith saved");
    render(<RightsEditor title="Rights" initial={["wall", ...hidden]} onSave={onSave} />);
    expect(await screen.findByRole("checkbox", { name: "Company wall" })).toBeTruthy();
    for (const right of hidden) expect(screen.queryByRole("checkbox", { name: name(right) }), right).toBeNull();
    const offered = screen.getAllByRole("checkbox").map((box) => box.closest("label")?.textContent);
    expect(offered).toEqual(featureRights.filter(isBuiltRight).map(name));

    await userEvent.click(screen.getByRole("checkbox", { name: "Chats" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const saved = featureRights.filter((right) => right === "wall" || right === "chat" || hidden.includes(right));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(saved));
  });

  it("says in a toast what was saved, and offers no save while there is nothing to save (issue 31 item 9)", async () => {
    const onSave = vi.fn(async (_rights: FeatureRight[]) => "Rights of Anna Smith saved");
    const { rerender } = render(<RightsEditor title="Rights" initial={[]} onSave={onSave} disabled />);
    expect((await screen.findByRole("button", { name: "Save" })).hasAttribute("disabled")).toBe(true);
    rerender(<RightsEditor title="Rights" initial={[]} onSave={onSave} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Chats" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Rights of Anna Smith saved")).toBeTruthy();
  });
});
