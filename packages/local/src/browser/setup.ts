import { inject } from "vitest";
import { chromium, type Browser as PlaywrightBrowser } from "playwright-core";
import { useBrowserLauncher } from "./chromium";

// The browser project's setup file: every `launchChromium()` of a flow is a new context of the run's
// one Chromium (chromium-server.ts), connected once per worker.
const endpoint = inject("chromiumEndpoint");
const holder = globalThis as { intranetChromium?: Promise<PlaywrightBrowser> };

if (endpoint) {
  useBrowserLauncher(async () => {
    const browser = await (holder.intranetChromium ??= chromium.connect(endpoint));
    const context = await browser.newContext({ locale: "en-US" });
    return { context, close: () => context.close().catch(() => undefined) };
  });
}
