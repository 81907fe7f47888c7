import type { IconName } from "@blueprintjs/icons";
import { describe, expect, it, vi } from "vitest";
import { iconPaths } from "./loader";

describe("the icon loader", () => {
  it("draws the shell's icons, and each module's from its own icons.ts", async () => {
    expect((await iconPaths("menu", 16)).length).toBeGreaterThan(0);
    // Only in modules/shop/icons.ts and modules/chat/icons.ts.
    expect((await iconPaths("shopping-cart", 20)).length).toBeGreaterThan(0);
    expect((await iconPaths("notifications-snooze", 16)).length).toBeGreaterThan(0);
  });

  it("draws nothing for an icon no table has, and says so once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await iconPaths("not-an-icon" as IconName, 16)).toEqual([]);
    expect(await iconPaths("not-an-icon" as IconName, 16)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
