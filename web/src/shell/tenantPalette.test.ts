/// <reference types="node" />
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { tenantDefaults, tenantPalette } from "./tenantPalette";

// Read as text (vitest hands CSS imports over empty).
const shellCss = readFileSync(join(__dirname, "shell.css"), "utf8");
const appCss = readFileSync(join(__dirname, "../app/app.css"), "utf8");

/** The fallback of `var(<name>, <fallback>)` in a rule's block of the stylesheet. */
function fallback(css: string, block: string, name: string): string | undefined {
  const start = css.indexOf(`${block} {`);
  const body = css.slice(start, css.indexOf("}", start));
  return new RegExp(`var\\(${name}, (#[0-9a-f]+)\\)`, "i").exec(body)?.[1]?.toLowerCase();
}
const variable = (css: string, block: string, name: string) => {
  const start = css.indexOf(`${block} {`);
  const body = css.slice(start, css.indexOf("}", start));
  return new RegExp(`${name}: (#[0-9a-f]+);`, "i").exec(body)?.[1]?.toLowerCase();
};

describe("the tenant's palette", () => {
  it("has shell.css's defaults in both themes (the side panel's text is the page's)", () => {
    for (const [theme, block] of [
      ["light", ".shell"],
      ["dark", ".bp6-dark .shell"],
    ] as const) {
      const defaults = tenantDefaults[theme];
      expect(fallback(shellCss, block, "--tenant-header-bg")).toBe(defaults.header);
      expect(fallback(shellCss, block, "--tenant-header-fg")).toBe(defaults.headerText);
      expect(fallback(shellCss, block, "--tenant-side-bg")).toBe(defaults.sidePanel);
    }
    expect(fallback(shellCss, ".shell", "--tenant-primary")).toBe(tenantDefaults.light.primary);
    expect(variable(appCss, ":root", "--app-fg")).toBe(tenantDefaults.light.sidePanelText);
    expect(variable(appCss, ".bp6-dark", "--app-fg")).toBe(tenantDefaults.dark.sidePanelText);
  });

  it("takes the company's colours and the theme's for the rest", () => {
    expect(tenantPalette({ header: "#000000", primary: "" }, "dark")).toEqual({
      ...tenantDefaults.dark,
      header: "#000000",
    });
  });
});
