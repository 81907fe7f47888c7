// Which test files belong to a module, and which vitest project runs each (vitest.config.ts).
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

const testRoots = [
  "packages/contracts/src",
  "packages/core/src",
  "packages/functions/src",
  "packages/local/src",
  "web/src",
];
const isTest = (name) => /\.test\.tsx?$/.test(name);

function walk(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, found);
    else if (isTest(entry.name)) found.push(path);
  }
  return found;
}

/**
 * A module's tests, by the layout every module follows (docs/module-guide.md), with no list to keep:
 * files under a folder named for it (`core/src/<m>/`, `contracts/src/<m>/`, `web/src/modules/<m>/`),
 * and files named for it (`areas/<m>.test.ts`, `areas/<m>Struct.test.ts`, `browser/<m>Flow.test.ts`).
 */
export function belongsTo(file, module) {
  const parts = file.split("/");
  const name = parts.pop();
  const named = new RegExp(`^${module}([A-Z0-9][A-Za-z0-9]*)?\\.test\\.tsx?$`);
  return parts.includes(module) || named.test(name);
}

export function moduleTestFiles(root, modules) {
  const files = testRoots
    .flatMap((dir) => walk(join(root, dir)))
    .map((file) => relative(root, file).split(sep).join("/"));
  return files.filter((file) => modules.some((module) => belongsTo(file, module))).sort();
}

export function projectOf(file) {
  if (file.startsWith("web/")) return /\.isolated\.test\.tsx?$/.test(file) ? "web-isolated" : "web";
  if (file.startsWith("packages/local/src/browser/")) return "browser";
  if (file === "packages/local/src/main.test.ts" || file.startsWith("packages/local/src/seed/")) return "start";
  if (file.startsWith("packages/local/")) return "http";
  return "core";
}
