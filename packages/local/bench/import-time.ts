import { execFile } from "node:child_process";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";

export type ImportRun = { ok: true; ms: number } | { ok: false; error: string };

/**
 * Imports `file` once in a fresh `node` process and returns the time `import()` took, as seen
 * inside that process (so Node's own start-up is not counted). The environment holds only PATH:
 * a handler must import without configuration (it reads its settings lazily, on first use), and
 * without a node_modules to fall back on (the bundle lives in a temp dir).
 */
export function importOnce(file: string): Promise<ImportRun> {
  const script = [
    `const started = performance.now();`,
    `try {`,
    `  const module = await import(${JSON.stringify(pathToFileURL(file).href)});`,
    `  const ms = performance.now() - started;`,
    `  if (typeof module.handler !== "function") throw new Error("the bundle exports no handler function");`,
    `  console.log(JSON.stringify({ ok: true, ms }));`,
    `} catch (error) {`,
    `  console.log(JSON.stringify({ ok: false, error: String(error?.stack ?? error) }));`,
    `}`,
  ].join("\n");
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--input-type=module", "-e", script],
      { cwd: dirname(file), env: { PATH: process.env.PATH ?? "" }, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const line = stdout.trim().split("\n").pop() ?? "";
        try {
          resolve(JSON.parse(line) as ImportRun);
        } catch {
          resolve({ ok: false, error: `${error?.message ?? "no result"}\n${stderr}`.trim() });
        }
      },
    );
  });
}

/**
 * `runs` cold imports of every file, round-robin so that drift (CPU frequency, other load) spreads
 * over all files alike. One discarded warm-up round first fills the OS file cache.
 */
export async function measureImports(
  files: string[],
  runs: number,
): Promise<Map<string, { samples: number[]; error?: string }>> {
  const results = new Map(
    files.map((file) => [file, { samples: [] as number[], error: undefined as string | undefined }]),
  );
  for (let round = -1; round < runs; round++) {
    for (const file of files) {
      const entry = results.get(file)!;
      if (entry.error) continue;
      const run = await importOnce(file);
      if (!run.ok) entry.error = run.error;
      else if (round >= 0) entry.samples.push(run.ms);
    }
  }
  return results;
}
