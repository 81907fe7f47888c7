import { Classes, FocusStyleManager } from "@blueprintjs/core";
import { fireEvent } from "@testing-library/react";
import { describe, expect, it } from "vitest";

describe("focus rings", () => {
  it("are for the keyboard only once the shell loads: a mouse click leaves no focus box", async () => {
    await import("./HomeLayout");
    expect(FocusStyleManager.isActive()).toBe(true);
    fireEvent.mouseDown(document.body);
    expect(document.documentElement.classList.contains(Classes.FOCUS_DISABLED)).toBe(true);
    fireEvent.keyDown(document.body, { key: "Tab", which: 9, keyCode: 9 });
    expect(document.documentElement.classList.contains(Classes.FOCUS_DISABLED)).toBe(false);
  });
});
