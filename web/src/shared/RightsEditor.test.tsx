import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FeatureRight } from "@intranet/contracts/roles";
import { describe, expect, it, vi } from "vitest";
import { RightsEditor } from "./RightsEditor";

describe("RightsEditor (product-spec §6)", () => {
  it("offers only the rights of built modules and keeps the hidden ones a person holds", async () => {
    const onSave = vi.fn(async (_rights: FeatureRight[]) => undefined);
    render(<RightsEditor title="Rights" initial={["wall", "services", "lms"]} onSave={onSave} />);
    expect(await screen.findByRole("checkbox", { name: "Company wall" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Chats" })).toBeTruthy();
    // services, lms and task_tracker: manifest modules with no web folder yet.
    for (const name of ["Services", "Learning", "Task tracker", "Create boards"])
      expect(screen.queryByRole("checkbox", { name })).toBeNull();

    await userEvent.click(screen.getByRole("checkbox", { name: "Chats" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(["wall", "services", "chat", "lms"]));
  });
});
