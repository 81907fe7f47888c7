import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Metafile } from "esbuild";
import { sstBuildOptions } from "./sst-esbuild";

export interface PackageShare {
  name: string;
  bytes: number;
}

export interface BundleOutput {
  /** The entry file (`bundle.mjs`), what the Lambda runtime imports. */
  file: string;
  /** What a cold start loads: the entry and every chunk it imports statically. */
  bytes: number;
  gzipBytes: number;
  /** Everything deployed: with the chunks loaded on first use of a route (esbuild splitting). */
  totalBytes: number;
  chunks: number;
  /** Bytes in the output per package, largest first. */
  packages: PackageShare[];
  /** The core modules (packages/core/src/<m>) a cold start loads, by name: the Lambda's static reach. */
  coreModules: string[];
  warnings: string[];
}

/** Bundles one handler file as `sst deploy` would, into `outDir/bundle.mjs` (+ chunks), and measures it. */
export async function bundleHandler(input: {
  repoRoot: string;
  entry: string;
  outDir: string;
  runtime: string;
  minify: boolean;
  splitting: boolean;
}): Promise<BundleOutput> {
  mkdirSync(input.outDir, { recursive: true });
  const result = await build(
    sstBuildOptions({
      entry: input.entry,
      outdir: input.outDir,
      runtime: input.runtime,
      minify: input.minify,
      splitting: input.splitting,
      repoRoot: input.repoRoot,
    }),
  );
  const outputs = result.metafile.outputs;
  // Dynamically imported modules are entry points too in the metafile: find the handler's own.
  const entry = Object.keys(outputs).find((path) => outputs[path]!.entryPoint === input.entry.replace(/\\/g, "/"))!;
  const initial = staticClosure(result.metafile, entry);
  const contents = initial.map((path) => readFileSync(join(input.repoRoot, path)));
  const jsOutputs = Object.entries(outputs).filter(([path]) => path.endsWith(".mjs"));
  return {
    file: join(input.repoRoot, entry),
    bytes: contents.reduce((sum, content) => sum + content.byteLength, 0),
    gzipBytes: contents.reduce((sum, content) => sum + gzipSync(content).byteLength, 0),
    totalBytes: jsOutputs.reduce((sum, [, output]) => sum + output.bytes, 0),
    chunks: jsOutputs.length,
    packages: packageShares(result.metafile, initial),
    coreModules: coreModulesIn(result.metafile, initial),
    warnings: result.warnings.map((warning) => warning.text),
  };
}

/** The entry and the chunks it imports statically (transitively): a cold start loads exactly these. */
function staticClosure(metafile: Metafile, entry: string): string[] {
  const seen = new Set<string>([entry]);
  for (const path of seen) {
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === "import-statement" && !imported.external) seen.add(imported.path);
    }
  }
  return [...seen];
}

function packageShares(metafile: Metafile, outputs: string[]): PackageShare[] {
  const totals = new Map<string, number>();
  for (const output of outputs.map((path) => metafile.outputs[path]!)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = packageOf(path);
      totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

function coreModulesIn(metafile: Metafile, outputs: string[]): string[] {
  const modules = new Set<string>();
  for (const output of outputs.map((path) => metafile.outputs[path]!))
    for (const path of Object.keys(output.inputs)) {
      const module = /^packages\/core\/src\/([^/]+)\//.exec(path.replace(/\\/g, "/"))?.[1];
      if (module) modules.add(module);
    }
  return [...modules].sort();
}

/** `node_modules/@smithy/core/dist/x.js` → `@smithy/core`; `packages/core/src/x.ts` → `@intranet/core`. */
export function packageOf(path: string): string {
  const normalized = path.replace(/\\/g, "/");
  const marker = normalized.lastIndexOf("node_modules/");
  if (marker >= 0) {
    const parts = normalized.slice(marker + "node_modules/".length).split("/");
    return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const workspace = /^packages\/([^/]+)\//.exec(normalized);
  return workspace ? `@intranet/${workspace[1]}` : normalized;
}

const awsSdkPrefixes = ["@aws-sdk/", "@smithy/", "@aws-crypto/", "@aws/"];

export function isAwsSdk(name: string): boolean {
  return awsSdkPrefixes.some((prefix) => name.startsWith(prefix));
}
