import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: process.env.CI ? ["default"] : ["default"],
    projects: [
      {
        // API, core and infra tests: one set of emulators per run (globalSetup), shared by every file.
        test: {
          name: "backend",
          globalSetup: ["packages/local/src/testing/global-setup.ts"],
          setupFiles: ["packages/local/src/testing/setup-env.ts"],
          include: ["packages/*/src/**/*.test.ts", "infra-tests/**/*.test.ts"],
          pool: "forks",
          env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        // The SPA's component tests: jsdom, the web's own Vite config, no emulators.
        extends: "./web/vite.config.ts",
        test: {
          name: "web",
          root: "./web",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["src/test/setup.ts"],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
