import { afterAll, beforeAll } from "vitest";
import type { LocalRuntime } from "../runtime";
import { launchChromium, type Browser } from "./chromium";
import { startBrowserStack } from "./stack";

/**
 * The whole local stack and one Chromium for a browser test file's `describe`: started before its
 * tests, stopped after them (Java and the browser included). Read the fields inside the tests.
 */
export function browserSuite(): { readonly runtime: LocalRuntime; readonly browser: Browser } {
  const state = {} as { runtime: LocalRuntime; browser: Browser };
  beforeAll(async () => {
    state.runtime = await startBrowserStack();
    state.browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await state.browser?.close();
    await state.runtime?.stop();
  });
  return state;
}
