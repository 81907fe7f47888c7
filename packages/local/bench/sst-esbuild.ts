import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BuildOptions } from "esbuild";

/**
 * How SST v4 (4.17.1, the version in package.json) bundles a Node.js function, reproduced so the
 * bench measures what `sst deploy` uploads. Source: the CLI's Go runtime builder
 * (sst/sst `pkg/runtime/node/build.go`, `pkg/js`), cross-checked against strings in the installed
 * binary (node_modules/sst-linux-x64/bin/sst), and `.sst/platform/src/components/aws/function.ts`
 * (the `nodejs` options it passes through unchanged as the build's properties).
 */

/** SST's `targetMap`: the esbuild target follows the Lambda runtime. */
const targetByRuntime: Record<string, string> = {
  "nodejs24.x": "es2024",
  "nodejs22.x": "es2023",
  "nodejs20.x": "es2023",
  "nodejs18.x": "es2022",
};

/** SST's `forceExternal`; everything else, the AWS SDK included, is bundled. */
export const sstForceExternal = ["sharp", "pg-native"];

/** The ESM banner of SST 4.17.1 (`require`, `__filename`, `__dirname` for CommonJS dependencies). */
export const sstEsmBanner = [
  `import { createRequire as topLevelCreateRequire } from 'module';`,
  `const require = topLevelCreateRequire(import.meta.url);`,
  `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
  `const __filename = topLevelFileUrlToPath(import.meta.url)`,
  `const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))`,
  "",
].join("\n");

/** The Lambda runtime the stacks deploy (`functionDefaults()` in stacks/shared.ts); SST's default otherwise. */
export function deployedRuntime(repoRoot: string): string {
  const source = readFileSync(join(repoRoot, "stacks", "shared.ts"), "utf8");
  return /runtime:\s*"(nodejs\d+\.x)"/.exec(source)?.[1] ?? "nodejs24.x";
}

/** Whether the stacks deploy with `nodejs.splitting` (`functionDefaults()` in stacks/shared.ts). */
export function deployedSplitting(repoRoot: string): boolean {
  return /splitting:\s*true/.test(readFileSync(join(repoRoot, "stacks", "shared.ts"), "utf8"));
}

export function sstTarget(runtime: string): string {
  return targetByRuntime[runtime] ?? "esnext";
}

/** The esbuild options `sst deploy` uses for one handler file (ESM, the default format). */
export function sstBuildOptions(input: {
  entry: string;
  outdir: string;
  runtime: string;
  minify: boolean;
  /** `nodejs.splitting`: dynamic imports become chunks loaded on first use. */
  splitting: boolean;
  repoRoot: string;
}): BuildOptions & { metafile: true } {
  return {
    absWorkingDir: input.repoRoot,
    entryPoints: [input.entry],
    // With `nodejs.splitting` SST writes an ESM entry plus chunks for what is imported dynamically
    // (routes loaded on first use, the SDK's credential providers), always as .mjs.
    outdir: input.outdir,
    entryNames: "bundle",
    chunkNames: "chunk-[hash]",
    outExtension: { ".js": ".mjs" },
    splitting: input.splitting,
    platform: "node",
    format: "esm",
    target: sstTarget(input.runtime),
    bundle: true,
    keepNames: true,
    mainFields: ["module", "main"],
    external: sstForceExternal,
    banner: { js: sstEsmBanner },
    minify: input.minify,
    // SST writes a linked source map but keeps it out of the deployed package unless
    // `nodejs.sourcemap` is set; the measured .mjs is the same either way (bar one comment line).
    sourcemap: false,
    metafile: true,
    write: true,
    logLevel: "silent",
  };
}

/** What we found, for the report. */
export function sstFindingsMarkdown(runtime: string): string {
  return [
    "How the bundles are built: the options of SST v4's Node.js builder (`sst/sst` `pkg/runtime/node/build.go`,",
    "checked against the 4.17.1 CLI binary in `node_modules/sst-linux-x64` and",
    "`.sst/platform/src/components/aws/function.ts`), reproduced with the esbuild JS API:",
    "",
    '- `bundle: true`, `platform: "node"`, `format: "esm"` (output `.mjs`), `keepNames: true`,',
    '  `mainFields: ["module", "main"]`, no extra `conditions`.',
    `- \`target\` from SST's runtime map: \`${runtime}\` (stacks/shared.ts) → \`${sstTarget(runtime)}\`.`,
    "- Banner: `createRequire(import.meta.url)` as `require`, plus `__filename` / `__dirname` from",
    "  `import.meta.url`, so CommonJS dependencies work inside the ESM bundle.",
    "- **The AWS SDK is bundled.** SST v4 does not mark `@aws-sdk/*` external (unlike CDK's",
    "  `NodejsFunction` defaults): its only forced externals are `sharp` and `pg-native`, plus whatever",
    "  `nodejs.install` / `nodejs.esbuild.external` list. The stacks set neither, so each bundle carries",
    '  its own SDK v3 clients; the "AWS SDK" column shows their share (`@aws-sdk/*`, `@smithy/*`,',
    "  `@aws-crypto/*`, `@aws/*`).",
    "- Minification: the issue asks for minified bundles and SST documents `nodejs.minify` as",
    "  `@default true`, but in the builder source `Minify` is a plain boolean read from the function's",
    "  `nodejs` properties, so an unset `nodejs.minify` does not minify. `functionDefaults()` in",
    "  stacks/shared.ts therefore sets `nodejs: { minify: true }`, so the deployed bundles are the",
    "  minified ones measured here. The unminified size is shown for comparison.",
    "- Source maps are not part of the measured file (SST keeps them out of the deployed package by default).",
    "- Splitting: `functionDefaults()` sets `nodejs: { splitting: true }`, so SST writes `bundle.mjs` plus chunks",
    "  for what is imported dynamically (a route's heavy code, the SDK's credential providers); a cold start",
    "  loads the entry and its static chunks only. The floor row is built with SST's defaults (one file), as",
    "  DESIGN §11 defines it.",
  ].join("\n");
}
