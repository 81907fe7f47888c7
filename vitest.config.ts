import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: ["packages/local/src/testing/global-setup.ts"],
    setupFiles: ["packages/local/src/testing/setup-env.ts"],
    include: ["packages/*/src/**/*.test.ts", "infra-tests/**/*.test.ts"],
    pool: "forks",
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
    testTimeout: 30_000,
    hookTimeout: 90_000,
    reporters: process.env.CI ? ["default"] : ["default"],
  },
});
