import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");

/** The built SPA the browser tests and the bench load (`npm run build:web`; `npm test` builds it first). */
export const webRoot = join(repoRoot, "web", "dist");

export function hasWebBuild(): boolean {
  return existsSync(join(webRoot, "index.html"));
}
