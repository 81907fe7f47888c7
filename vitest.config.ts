import { defineConfig } from "vitest/config";

// Tests that need the emulators: one set per `vitest run` (shared by these projects), a table and
// bucket per project, shared by its files.
const emulatorProject = {
  globalSetup: ["packages/local/src/testing/global-setup.ts"],
  setupFiles: ["packages/local/src/testing/setup-env.ts"],
  pool: "forks" as const,
  env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
  testTimeout: 30_000,
  hookTimeout: 90_000,
};

const browserFlows = "packages/local/src/browser/**/*.test.ts";
const httpTests = "packages/local/src/**/*.test.ts";
/** Component tests that replace a module (vi.mock) or test a first load run with fresh modules. */
const isolatedWebTests = "src/**/*.isolated.test.{ts,tsx}";
const webProject = {
  root: "./web",
  environment: "jsdom" as const,
  include: ["src/**/*.test.{ts,tsx}"],
  setupFiles: ["src/test/setup.ts"],
  testTimeout: 30_000,
};

/** `npm start` and the demo seed: each seeds a whole demo, so they run one at a time, alone. */
const startTests = ["packages/local/src/main.test.ts", "packages/local/src/seed/**/*.test.ts"];

/**
 * Six projects, so that `scripts/test.mjs` can run them as separate stages beside the static checks
 * (docs/testing.md); `npx vitest run` still runs them all.
 */
export default defineConfig({
  test: {
    reporters: ["default"],
    projects: [
      {
        // Contracts, core and the Lambda handlers, and the infrastructure's tests.
        test: {
          ...emulatorProject,
          name: "core",
          include: ["packages/*/src/**/*.test.ts", "infra-tests/**/*.test.ts"],
          exclude: ["**/node_modules/**", httpTests],
        },
      },
      {
        // The local stack: each area's HTTP tests through the gateway, the bus, scheduler, seed.
        test: {
          ...emulatorProject,
          name: "http",
          include: [httpTests],
          exclude: ["**/node_modules/**", browserFlows, ...startTests],
        },
      },
      {
        // The first start and the demo seed: heavy on DynamoDB Local, so never beside each other or
        // the other HTTP tests (seeding next to them made the emulator time out).
        test: {
          ...emulatorProject,
          name: "start",
          include: startTests,
          maxWorkers: 1,
        },
      },
      {
        // The browser flows: one stack (gateway, bus) per worker and one Chromium per run, shared by
        // every file (each works in companies of its own), so a new flow costs its own steps only.
        test: {
          ...emulatorProject,
          name: "browser",
          globalSetup: [...emulatorProject.globalSetup, "packages/local/src/browser/chromium-server.ts"],
          setupFiles: [...emulatorProject.setupFiles, "packages/local/src/browser/setup.ts"],
          include: [browserFlows],
          isolate: false,
          maxWorkers: 1,
        },
      },
      {
        // The SPA's component tests: jsdom, the web's own Vite config, no emulators. Files share a
        // worker's modules (not isolated): re-importing React, Blueprint and the app per file cost
        // two thirds of the stage (827 s isolated, 265 s shared, same machine); src/test/setup.ts
        // resets what a test can leave behind.
        extends: "./web/vite.config.ts",
        test: { ...webProject, name: "web", exclude: [isolatedWebTests], isolate: false },
      },
      {
        // The few that need fresh modules: they replace a module (vi.mock) or test a first load.
        extends: "./web/vite.config.ts",
        test: { ...webProject, name: "web-isolated", include: [isolatedWebTests] },
      },
    ],
  },
});
