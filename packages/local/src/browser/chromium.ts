import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

/** Debian's chromium (`apt-get install chromium`; .ci/run installs it). Playwright's own browsers are not used. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function hasChromium(): boolean {
  return existsSync(chromiumPath);
}

/** Why browser tests are skipped on this machine, for the skip message. */
export const missingChromiumMessage = `browser tests skipped: ${chromiumPath} is missing (apt-get install -y chromium, as .ci/run does)`;

/** Flags for a quiet, offline, sandbox-less headless chromium in containers and CI. */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // The local identity provider (packages/local/src/oidc) serves TLS with a self-signed certificate.
  "--ignore-certificate-errors",
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * One chromium with a throwaway profile. `launchPersistentContext` because `launch()` refuses a
 * `--user-data-dir` (STACK-NOTES); the profile directory is deleted on close.
 */
export async function launchOwnChromium(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), "intranet-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
    locale: "en-US",
  });
  return {
    context,
    close: async () => {
      await context.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

let launcher: () => Promise<Browser> = launchOwnChromium;

/**
 * A browser of its own for one person (own cookies, storage and session). In the bench, a Chromium
 * of its own; in vitest's browser project, a new context of the run's one Chromium (setup.ts).
 */
export function launchChromium(): Promise<Browser> {
  return launcher();
}

/** Replaces how `launchChromium` gets a browser (the browser project's setup file). */
export function useBrowserLauncher(launch: () => Promise<Browser>): void {
  launcher = launch;
}
