import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Core modules lower first: a module comes after those it imports (`from "../<m>"`), ties (and
 * import circles between modules, which files never form) broken by name. Composed tables list
 * modules in this order, so the platform's floors come before the modules built on them.
 */
export async function lowerFirst(coreSrc: string, modules: string[]): Promise<string[]> {
  const wanted = new Set(modules);
  const uses = new Map<string, Set<string>>();
  for (const module of modules) uses.set(module, await importsOf(join(coreSrc, module), wanted, module));
  const ordered: string[] = [];
  const left = new Set([...modules].sort());
  while (left.size) {
    const ready = [...left].filter((module) => [...uses.get(module)!].every((used) => !left.has(used)));
    const next = ready[0] ?? [...left][0]!;
    ordered.push(next);
    left.delete(next);
  }
  return ordered;
}

async function importsOf(folder: string, wanted: Set<string>, self: string): Promise<Set<string>> {
  const used = new Set<string>();
  for (const file of await readdir(folder, { recursive: true })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$|test-support|testing/.test(file)) continue;
    const text = await readFile(join(folder, file), "utf8");
    for (const match of text.matchAll(/from "\.\.\/(?:\.\.\/)*([\w-]+)/g)) {
      const module = match[1]!;
      if (module !== self && wanted.has(module)) used.add(module);
    }
  }
  return used;
}
