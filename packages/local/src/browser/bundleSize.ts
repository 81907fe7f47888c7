import { existsSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { webRoot } from "./web-build";

interface Total {
  files: number;
  bytes: number;
  gzipBytes: number;
}

/** Sizes (raw and gzip) of the built JS and CSS files among the paths a page loaded. */
export function gzipSizes(paths: string[]): { js: Total; css: Total; files: Record<string, number> } {
  const js: Total = { files: 0, bytes: 0, gzipBytes: 0 };
  const css: Total = { files: 0, bytes: 0, gzipBytes: 0 };
  const files: Record<string, number> = {};
  for (const path of paths) {
    const kind = extname(path) === ".js" ? js : extname(path) === ".css" ? css : null;
    const file = join(webRoot, path);
    if (!kind || !existsSync(file)) continue;
    const content = readFileSync(file);
    const gzipBytes = gzipSync(content).length;
    kind.files += 1;
    kind.bytes += content.length;
    kind.gzipBytes += gzipBytes;
    files[path] = gzipBytes;
  }
  return { js, css, files };
}

/** The built files of one kind (".js", ".css") among the paths a page loaded, as one text. */
export function loadedText(paths: string[], extension: string): string {
  return paths
    .filter((path) => extname(path) === extension && existsSync(join(webRoot, path)))
    .map((path) => readFileSync(join(webRoot, path), "utf8"))
    .join("\n");
}
