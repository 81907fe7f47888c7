/**
 * `npm run gen`: writes every composed list (the route table's areas, the error catalogue, the
 * core plugins, the web's module lists…) from the manifest and the modules' own folders, so adding a
 * module never means editing a shared list. Each `*.gen.ts` file beside this one exports
 * `generated`: the files it owns and how to render them. `npm run gen -- --check` (run by lint)
 * renders without writing and fails when a checked-in file differs: a hand edit, or a module added
 * without `npm run gen`.
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { format, resolveConfig } from "prettier";
import type { GeneratedFile } from "./generated-file";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const check = process.argv.includes("--check");

async function generators(): Promise<GeneratedFile[]> {
  const files = (await readdir(here)).filter((name) => name.endsWith(".gen.ts")).sort();
  const loaded = await Promise.all(
    files.map(async (name) => (await import(pathToFileURL(join(here, name)).href)) as { generated: GeneratedFile[] }),
  );
  return loaded.flatMap((module) => module.generated);
}

async function formatted(path: string, text: string): Promise<string> {
  const options = await resolveConfig(path);
  return format(text, { ...options, filepath: path });
}

async function current(path: string): Promise<string | undefined> {
  return readFile(path, "utf8").catch(() => undefined);
}

const stale: string[] = [];
for (const file of await generators()) {
  const path = join(root, file.path);
  const text = await formatted(path, await file.render(root));
  if ((await current(path)) === text) continue;
  if (check) stale.push(relative(root, path));
  else {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  }
}

if (stale.length > 0) {
  console.error(
    `These generated files differ from what \`npm run gen\` writes (never edit them by hand; add to your module's folder and run \`npm run gen\`):\n  ${stale.join("\n  ")}`,
  );
  process.exit(1);
}
