import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** The module folders under `dir` (sorted, so output is stable) that contain `file`. */
export async function foldersWith(dir: string, file: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && entry.name !== "generated")
      .map(async (entry) => ((await exists(join(dir, entry.name, file))) ? entry.name : undefined)),
  );
  return found.filter((name): name is string => name !== undefined).sort();
}

async function exists(path: string): Promise<boolean> {
  return readFile(path).then(
    () => true,
    () => false,
  );
}

/**
 * The one exported const of a file whose name matches `pattern` (e.g. /(\w+Routes)\b/): the
 * generated import names it. A file with none, or several, is a mistake in the module's folder.
 */
export async function exportedConst(path: string, pattern: RegExp): Promise<string> {
  const text = await readFile(path, "utf8");
  const names = [...text.matchAll(/export const (\w+)/g)]
    .map((match) => match[1]!)
    .filter((name) => pattern.test(name));
  if (names.length !== 1)
    throw new Error(`${path} must export exactly one const matching ${pattern} (found ${names.length})`);
  return names[0]!;
}

/** Every exported const of a file whose name matches `pattern` (none is fine). */
export async function exportedConsts(path: string, pattern: RegExp): Promise<string[]> {
  const text = await readFile(path, "utf8");
  return [...text.matchAll(/export const (\w+)/g)].map((match) => match[1]!).filter((name) => pattern.test(name));
}
