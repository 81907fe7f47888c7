import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";

/** Screenshots go to the git-ignored .test-artifacts/browser/ at the repository root. */
export const artifactsDir = join(
  resolve(dirname(fileURLToPath(import.meta.url)), "../../../.."),
  ".test-artifacts",
  "browser",
);

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1366, height: 900 },
} as const;
export type ViewportName = keyof typeof viewports;

/** Saves a full-page screenshot as `<name>-<viewport>.png` and returns its path. */
export async function screenshot(page: Page, name: string, viewport: ViewportName): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const path = join(artifactsDir, `${name}-${viewport}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

export function writeArtifact(name: string, text: string): string {
  mkdirSync(artifactsDir, { recursive: true });
  const path = join(artifactsDir, name);
  writeFileSync(path, text);
  return path;
}
