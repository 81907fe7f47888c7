import type { TestProject } from "vitest/node";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath, hasChromium } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's one Chromium (playwright's browser server); absent when chromium is not installed. */
    chromiumEndpoint: string | undefined;
  }
}

/**
 * The browser project's global setup: one Chromium for every browser flow of the run, started once
 * (a launch costs seconds, a context milliseconds) and stopped when the run ends. Each person in a
 * flow gets a context of their own (setup.ts).
 */
export default async function setup(project: TestProject) {
  if (!hasChromium()) {
    project.provide("chromiumEndpoint", undefined);
    return;
  }
  const server = await chromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
  project.provide("chromiumEndpoint", server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
