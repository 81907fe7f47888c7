import { Button, Menu, MenuItem, OverlaysProvider } from "@blueprintjs/core";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ClickPopover } from "./ClickPopover";

/** A "New" menu whose first item opens a form with an autofocused field, as the knowledge base's does. */
function Page() {
  const [writing, setWriting] = useState(false);
  return (
    <OverlaysProvider>
      <ClickPopover
        content={
          <Menu>
            <MenuItem text="Article" onClick={() => setWriting(true)} />
            <MenuItem text="Nothing" />
          </Menu>
        }
      >
        <Button text="New" />
      </ClickPopover>
      {writing ? <input aria-label="Title" autoFocus /> : null}
    </OverlaysProvider>
  );
}

/** Blueprint's animations take 300 ms: what it does with focus happens after them. */
const afterAnimation = () => new Promise((resolve) => setTimeout(resolve, 450));

describe("ClickPopover", () => {
  it("leaves focus where a menu item put it once the menu has closed", async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole("button", { name: "New" }));
    const article = await screen.findByText("Article");
    await afterAnimation();
    await userEvent.click(article);
    // The person goes on at once, before the menu's closing animation has ended.
    const title = screen.getByRole("textbox", { name: "Title" });
    await userEvent.click(title);
    await userEvent.keyboard("Com");
    await afterAnimation();
    expect(document.activeElement).toBe(title);
    await userEvent.keyboard("mission plan");
    expect((title as HTMLInputElement).value).toBe("Commission plan");
  });

  it("gives focus back to its button when the item left it nowhere", async () => {
    render(<Page />);
    const button = screen.getByRole("button", { name: "New" });
    await userEvent.click(button);
    await userEvent.click(await screen.findByText("Nothing"));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
