import type { ClientDesign } from "@intranet/contracts";
import { tenantPalette, type TenantColorKey, type ThemeName } from "../../shell/tenantPalette";

/** WCAG 2 level AA for text of ordinary size (1.4.3): the menu, the header, buttons. */
export const readableRatio = 4.5;

type Rgb = [number, number, number];

/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the design's colours) as 0–255 channels; alpha is not weighed. */
export function parseColor(color: string): Rgb | null {
  const hex = /^#([0-9a-f]{3,8})$/i.exec(color.trim())?.[1];
  if (!hex || hex.length === 5 || hex.length === 7) return null;
  const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit).join("") : hex.slice(0, 6);
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb;
}

/** Relative luminance (WCAG 2: sRGB channels linearised, weighted 0.2126, 0.7152, 0.0722). */
export function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** (lighter + 0.05) / (darker + 0.05), from 1 (the same) to 21 (black on white); null for a colour not read. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = parseColor(foreground);
  const b = parseColor(background);
  if (!a || !b) return null;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Where the shell writes text on a company's colour: the header, the side panel, white on the primary colour (the opened menu entry, buttons). */
export const contrastPairs = {
  header: { text: "headerText", background: "header" },
  sidePanel: { text: "sidePanelText", background: "sidePanel" },
  primary: { text: null, background: "primary" },
} as const satisfies Record<string, { text: TenantColorKey | null; background: TenantColorKey }>;
export type ContrastPair = keyof typeof contrastPairs;

export interface ContrastIssue {
  pair: ContrastPair;
  /** The lowest ratio among the themes where it is too low, rounded down to a tenth. */
  ratio: number;
  /** The themes in which it is too low (a colour left unset takes each theme's own). */
  themes: ThemeName[];
}

const themes: ThemeName[] = ["light", "dark"];

/**
 * The places a design makes hard to read: text and background below 4.5 : 1 in a theme. Only pairs
 * with a colour of the company's own are judged (the theme's defaults are the product's concern).
 */
export function contrastIssues(colors: ClientDesign["colors"]): ContrastIssue[] {
  const issues: ContrastIssue[] = [];
  for (const [pair, { text, background }] of Object.entries(contrastPairs) as Array<
    [ContrastPair, (typeof contrastPairs)[ContrastPair]]
  >) {
    if (!colors?.[background] && !(text && colors?.[text])) continue;
    const low = themes
      .map((theme) => {
        const palette = tenantPalette(colors, theme);
        return { theme, ratio: contrastRatio(text ? palette[text] : "#ffffff", palette[background]) };
      })
      .filter(
        (entry): entry is { theme: ThemeName; ratio: number } => entry.ratio !== null && entry.ratio < readableRatio,
      );
    if (low.length)
      issues.push({
        pair,
        ratio: Math.floor(Math.min(...low.map((entry) => entry.ratio)) * 10) / 10,
        themes: low.map((entry) => entry.theme),
      });
  }
  return issues;
}
