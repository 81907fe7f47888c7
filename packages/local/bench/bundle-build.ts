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
  file: string;
  bytes: number;
  gzipBytes: number;
  /** Bytes in the output per package, largest first. */
  packages: PackageShare[];
  warnings: string[];
}

/** Bundles one handler file as `sst deploy` would, into `outDir/bundle.mjs`, and measures it. */
export async function bundleHandler(input: {
  repoRoot: string;
  entry: string;
  outDir: string;
  runtime: string;
  minify: boolean;
}): Promise<BundleOutput> {
  mkdirSync(input.outDir, { recursive: true });
  const file = join(input.outDir, "bundle.mjs");
  const result = await build(
    sstBuildOptions({
      entry: input.entry,
      outfile: file,
      runtime: input.runtime,
      minify: input.minify,
      repoRoot: input.repoRoot,
    }),
  );
  const contents = readFileSync(file);
  return {
    file,
    bytes: contents.byteLength,
    gzipBytes: gzipSync(contents).byteLength,
    packages: packageShares(result.metafile),
    warnings: result.warnings.map((warning) => warning.text),
  };
}

function packageShares(metafile: Metafile): PackageShare[] {
  const totals = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = packageOf(path);
      totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
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
