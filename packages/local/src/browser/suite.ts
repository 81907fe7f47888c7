import { afterAll, beforeAll } from "vitest";
import type { LocalRuntime } from "../runtime";
import { launchChromium, type Browser } from "./chromium";
import { sharedBrowserStack } from "./stack";

/**
 * The run's shared stack and a browser of the file's own (a context of the run's one Chromium) for a
 * browser test file's `describe`: ready before its tests, the browser closed after them. Read the
 * fields inside the tests.
 */
export function browserSuite(): { readonly runtime: LocalRuntime; readonly browser: Browser } {
  const state = {} as { runtime: LocalRuntime; browser: Browser };
  beforeAll(async () => {
    state.runtime = await sharedBrowserStack();
    state.browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await state.browser?.close();
  });
  return state;
}
