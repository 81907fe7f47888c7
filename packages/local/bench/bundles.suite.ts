import { writeFileSync } from "node:fs";
import type { Message } from "esbuild";
import { join } from "node:path";
import { apiAreas } from "@intranet/functions/routes";
import { realtimeRoutes } from "@intranet/functions/realtime-routes";
import { bundleHandler, isAwsSdk, type BundleOutput } from "./bundle-build";
import { measureImports } from "./import-time";
import { bytes, kb, ms, percent, table } from "./markdown";
import { deployedRuntime, deployedSplitting, sstFindingsMarkdown } from "./sst-esbuild";
import { summarize } from "./stats";
import type { BenchContext, Suite } from "./suite";

const importRuns = Number(process.env.BENCH_IMPORT_RUNS ?? 5);

/**
 * The targets of DESIGN §11, against the floor measured in the same run, and of the module kit v3
 * (issue 29): every Lambda within 1.25× the ElectroDB floor in size and in cold import.
 */
const targets = { importRatio: 1.5, sizeRatio: 2, electroRatio: 1.25 };

/**
 * DESIGN §11's floor: a bare GetItem handler built with SST's defaults (one file, no splitting),
 * ~356 KB / ~69 ms on this machine. It is the fixed price of "a Lambda that reads DynamoDB"; the
 * product's Lambdas are built as the stacks deploy them (with `nodejs.splitting` when set).
 */
const floorLambda: Lambda = {
  label: "floor: bare GetItem",
  entry: "packages/local/bench/floor/get-item.ts",
  dir: "floor",
};

/**
 * The same GetItem through one ElectroDB entity, built the same way: what ElectroDB alone adds to
 * the floor. The product card fixes ElectroDB, so no Lambda of ours can load faster than this.
 */
const electroFloorLambda: Lambda = {
  label: "floor: ElectroDB GetItem",
  entry: "packages/local/bench/floor/electrodb-get.ts",
  dir: "floor-electrodb",
};
const floors = [floorLambda, electroFloorLambda];
const isFloor = (lambda: Lambda) => floors.includes(lambda);

interface Built {
  lambda: Lambda;
  minified: BundleOutput;
  plain: BundleOutput;
}

interface Lambda {
  /** As in the report: `api/system`, `ws $connect`. */
  label: string;
  /** Repo-relative handler file. */
  entry: string;
  dir: string;
}

/** Every Lambda the stacks deploy from the route tables: one per API area, one per WebSocket route. */
function lambdas(): Lambda[] {
  return [
    ...apiAreas.map((area) => ({
      label: `api/${area}`,
      entry: `packages/functions/src/api/${area}.ts`,
      dir: `api-${area}`,
    })),
    ...realtimeRoutes.map(({ route, file }) => ({
      label: `ws ${route}`,
      entry: `packages/functions/src/ws/${file}.ts`,
      dir: `ws-${file}`,
    })),
  ];
}

export const bundlesSuite: Suite = {
  id: "bundles",
  order: 10,
  title: "Lambda bundles: size and cold import time",
  async run(context: BenchContext): Promise<string> {
    const runtime = deployedRuntime(context.repoRoot);
    const splitting = deployedSplitting(context.repoRoot);
    const built: Built[] = [];
    const failed: { lambda: Lambda; error: string }[] = [];
    for (const lambda of [...floors, ...lambdas()]) {
      context.log(`bundling ${lambda.entry}`);
      const options = {
        repoRoot: context.repoRoot,
        entry: lambda.entry,
        runtime,
        splitting: isFloor(lambda) ? false : splitting,
      };
      try {
        const minified = await bundleHandler({
          ...options,
          outDir: join(context.workDir, "bundles", lambda.dir),
          minify: true,
        });
        const plain = await bundleHandler({
          ...options,
          outDir: join(context.workDir, "plain", lambda.dir),
          minify: false,
        });
        built.push({ lambda, minified, plain });
      } catch (error) {
        // A handler that does not build is a finding for the report, not a reason to stop the bench.
        const message = buildError(error);
        context.log(`${lambda.entry} failed to bundle: ${firstLine(message)}`);
        failed.push({ lambda, error: message });
      }
    }

    // The floor: Node's cost of importing any ES module file in a fresh process.
    const baseline = join(context.workDir, "baseline.mjs");
    writeFileSync(baseline, "export const handler = async () => ({ statusCode: 200 });\n");

    context.log(`importing ${built.length} bundles ${importRuns}× each in fresh node processes`);
    const imports = await measureImports([baseline, ...built.map((entry) => entry.minified.file)], importRuns);

    const floor = built.find((entry) => entry.lambda === floorLambda);
    const electroFloor = built.find((entry) => entry.lambda === electroFloorLambda);
    if (!floor || !electroFloor) throw new Error("a floor handler did not bundle");
    const sizeRatio = (output: BundleOutput) => output.bytes / floor.minified.bytes;
    const sizeRows = built.map(({ lambda, minified, plain }) => {
      const sdkBytes = minified.packages.filter((entry) => isAwsSdk(entry.name)).reduce((sum, p) => sum + p.bytes, 0);
      const largest = minified.packages
        .slice(0, 3)
        .map((entry) => `${entry.name} ${kb(entry.bytes)}`)
        .join(", ");
      return [
        `\`${lambda.label}\``,
        `\`${lambda.entry}\``,
        bytes(minified.bytes),
        kb(minified.bytes),
        `${ratio(sizeRatio(minified))}${isFloor(lambda) ? "" : verdict(sizeRatio(minified) <= targets.sizeRatio)}`,
        `${ratio(minified.bytes / electroFloor.minified.bytes)}${
          isFloor(lambda) ? "" : verdict(minified.bytes / electroFloor.minified.bytes <= targets.electroRatio)
        }`,
        minified.coreModules.length,
        kb(minified.gzipBytes),
        minified.chunks > 1 ? `${kb(minified.totalBytes)} (${minified.chunks} files)` : kb(minified.totalBytes),
        kb(plain.bytes),
        percent(sdkBytes, minified.bytes),
        largest,
      ];
    });

    for (const { lambda, error } of failed) {
      sizeRows.push([
        `\`${lambda.label}\``,
        `\`${lambda.entry}\``,
        "build failed",
        ...Array<string>(8).fill(""),
        firstLine(error),
      ]);
    }

    const medianOf = (output: BundleOutput) => {
      const result = imports.get(output.file)!;
      if (result.error) throw new Error(`a floor handler does not import: ${firstLine(result.error)}`);
      return summarize(result.samples).p50;
    };
    const floorMedian = medianOf(floor.minified);
    const electroFloorMedian = medianOf(electroFloor.minified);
    const importRow = (label: string, file: string, judged: boolean) => {
      const result = imports.get(file)!;
      if (result.error) return [label, "import failed", "", "", "", "", `\`${firstLine(result.error)}\``];
      const summary = summarize(result.samples);
      const importRatio = summary.p50 / floorMedian;
      const judgement = judged ? verdict(importRatio <= targets.importRatio) : "";
      return [
        label,
        ms(summary.p50, 1),
        `${ratio(importRatio)}${judgement}`,
        `${ratio(summary.p50 / electroFloorMedian)}${judged ? verdict(summary.p50 / electroFloorMedian <= targets.electroRatio) : ""}`,
        ms(summary.min, 1),
        ms(summary.max, 1),
        summary.n,
      ];
    };
    const importRows = [
      importRow("(empty module: baseline)", baseline, false),
      ...built.map(({ lambda, minified }) => importRow(`\`${lambda.label}\``, minified.file, !isFloor(lambda))),
    ];

    const importFailures = built.filter(({ minified }) => imports.get(minified.file)?.error);
    const warnings = built.flatMap(({ lambda, minified }) =>
      minified.warnings.map((text) => `${lambda.label}: ${text}`),
    );

    return [
      sstFindingsMarkdown(runtime),
      "",
      "### Bundle size",
      "",
      "Minified ESM bundle as SST would build it with `nodejs.splitting`; KB = 1024 bytes; gzip at Node's default level.",
      "Bytes, KB and gzip: what a cold start loads (`bundle.mjs` and the chunks it imports statically).",
      "Deployed: every file of the function, with the chunks loaded on first use of a route.",
      `× floor: against \`${floorLambda.label}\` (\`${floorLambda.entry}\`); target ≤ ${targets.sizeRatio}× (✓ met, ✗ not).`,
      `× ElectroDB: against \`${electroFloorLambda.label}\` (\`${electroFloorLambda.entry}\`), the least a Lambda on ElectroDB loads; target ≤ ${targets.electroRatio}×.`,
      "Core modules: how many core modules (`packages/core/src/<m>`) a cold start loads (their names: Reach, below).",
      "Largest packages: bytes in what a cold start loads, in KB.",
      "",
      table(
        [
          "Lambda",
          "Handler",
          "Bytes:",
          "KB:",
          "× floor:",
          "× ElectroDB:",
          "Core modules:",
          "gzip KB:",
          "Deployed KB:",
          "Unminified KB:",
          "AWS SDK share:",
          "Largest packages (KB)",
        ],
        sizeRows,
      ),
      ...(warnings.length ? ["", "esbuild warnings:", "", ...warnings.map((text) => `- ${text}`)] : []),
      "",
      "### Reach",
      "",
      "The core modules each Lambda loads at a cold start (what a module's capability leaves, loaded lazily, keep out).",
      "",
      table(
        ["Lambda", "Core modules"],
        built
          .filter(({ lambda }) => !isFloor(lambda))
          .map(({ lambda, minified }) => [`\`${lambda.label}\``, minified.coreModules.join(", ")]),
      ),
      "",
      "### Cold import time",
      "",
      `Time of \`await import(bundle)\` in a fresh \`node\` process (${process.version}), measured inside that`,
      "process with `performance.now()`, so Node's own start-up is excluded. The process gets only `PATH` in its",
      "environment (no `SST_RESOURCE_*`, no AWS settings): a handler must load without configuration. It runs",
      `in the bundle's temp directory, with no node_modules to fall back on. ${importRuns} runs per bundle after one`,
      "discarded warm-up round, round-robin across bundles; median, min and max in ms.",
      "",
      `× floor: the median against the floor's median in this run; target ≤ ${targets.importRatio}× (✓ met, ✗ not).`,
      `× ElectroDB: against the ElectroDB floor's median, i.e. what the product's own code adds on top of ElectroDB; target ≤ ${targets.electroRatio}×.`,
      "",
      table(["Lambda", "Median ms:", "× floor:", "× ElectroDB:", "Min ms:", "Max ms:", "Runs:"], importRows),
      ...(importFailures.length
        ? [
            "",
            "Import errors:",
            "",
            ...importFailures.map(
              ({ lambda, minified }) => `- \`${lambda.label}\`: ${firstLine(imports.get(minified.file)!.error!)}`,
            ),
          ]
        : []),
    ].join("\n");
  },
};

const ratio = (value: number) => `${value.toFixed(2)}×`;
const verdict = (met: boolean) => (met ? " ✓" : " ✗");

/** esbuild's first error with its location, rather than "Build failed with 1 error:". */
function buildError(error: unknown): string {
  const first = (error as { errors?: Message[] }).errors?.[0];
  if (!first) return error instanceof Error ? error.message : String(error);
  const at = first.location ? `${first.location.file}:${first.location.line}: ` : "";
  return `${at}${first.text}`;
}

function firstLine(text: string): string {
  return text.split("\n")[0]!.slice(0, 300);
}
