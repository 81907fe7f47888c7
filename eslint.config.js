import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      ".sst/**",
      ".data/**",
      "coverage/**",
      ".test-artifacts/**",
      ".scratch/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts", "**/*.tsx"],
    rules: {
      // TypeScript checks names; SST's globals ($config, sst, $app) are declared by .sst/platform.
      "no-undef": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // A hook after an early return runs on some renders only (React then mixes up the hooks' state).
    files: ["web/src/**/*.ts", "web/src/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@blueprintjs/core",
              importNames: ["PopoverNext"],
              message:
                "Use ui/ClickPopover: Blueprint's popover returns focus to its button after closing, over wherever the person went.",
            },
            {
              name: "@blueprintjs/core",
              importNames: ["Popover"],
              message:
                "Use ui/ClickPopover: Blueprint's legacy Popover mis-positions content under React 19 (and warns once per instance).",
            },
          ],
        },
      ],
    },
  },
  {
    // The component tests share their worker's modules (vitest.config.ts): a replaced module would
    // stay replaced for the files after, so a file that replaces one runs with fresh modules.
    files: ["web/src/**/*.test.ts", "web/src/**/*.test.tsx"],
    ignores: ["web/src/**/*.isolated.test.ts", "web/src/**/*.isolated.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock)$/]",
          message: "A test that replaces a module is named *.isolated.test.ts(x): it runs with fresh modules.",
        },
      ],
    },
  },
  { files: ["sst.config.ts"], rules: { "@typescript-eslint/triple-slash-reference": "off" } },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly" } },
  },
  {
    files: ["**/*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
);
