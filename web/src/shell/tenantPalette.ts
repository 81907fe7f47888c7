import type { ClientDesign } from "@intranet/contracts";

export type ThemeName = "light" | "dark";

/** The colours a company may set (`client.design.colors`), as the shell uses them. */
export const tenantColorKeys = ["primary", "header", "headerText", "sidePanel", "sidePanelText"] as const;
export type TenantColorKey = (typeof tenantColorKeys)[number];
export type TenantPalette = Record<TenantColorKey, string>;

/**
 * The theme's colour where a company sets none: shell.css's fallbacks of the `--tenant-*`
 * variables (the side panel's text inherits the page's, `--app-fg`). tenantPalette.test.ts
 * reads shell.css and fails when the two part.
 */
export const tenantDefaults: Record<ThemeName, TenantPalette> = {
  light: {
    primary: "#2d72d2",
    header: "#ffffff",
    headerText: "#1c2127",
    sidePanel: "#ffffff",
    sidePanelText: "#1c2127",
  },
  dark: {
    primary: "#2d72d2",
    header: "#252a31",
    headerText: "#f6f7f9",
    sidePanel: "#252a31",
    sidePanelText: "#f6f7f9",
  },
};

/** The colours an employee sees in a theme: the company's, else the theme's. */
export function tenantPalette(colors: ClientDesign["colors"], theme: ThemeName): TenantPalette {
  const palette = { ...tenantDefaults[theme] };
  for (const key of tenantColorKeys) {
    const value = colors?.[key];
    if (value) palette[key] = value;
  }
  return palette;
}
