import { createReadStream, existsSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".mp3": "audio/mpeg",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json",
};

/**
 * Serves the built SPA like CloudFront does: files as they are, and index.html for any other
 * path a browser navigates to (client-side routes). Missing assets stay 404.
 */
export function staticSite(root: string) {
  return function serve(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? "/", "http://local");
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const file = normalize(join(root, pathname));
    if (!file.startsWith(normalize(root + sep)) && file !== normalize(root)) return notFound(response);
    if (existsSync(file) && statSync(file).isFile()) return sendFile(response, file, request.method === "HEAD");
    const looksLikeAsset = extname(pathname) !== "";
    const index = join(root, "index.html");
    if (looksLikeAsset || !existsSync(index)) return notFound(response, existsSync(index) ? undefined : root);
    sendFile(response, index, request.method === "HEAD");
  };
}

function sendFile(response: ServerResponse, file: string, headOnly: boolean): void {
  const immutable = /[\\/]assets[\\/]/.test(file);
  response.writeHead(200, {
    "content-type": contentTypes[extname(file).toLowerCase()] ?? "application/octet-stream",
    "content-length": statSync(file).size,
    "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
  });
  if (headOnly) response.end();
  else createReadStream(file).pipe(response);
}

function notFound(response: ServerResponse, missingBuildAt?: string): void {
  response.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
  response.end(missingBuildAt ? `The web app is not built (${missingBuildAt}): run "npm run build:web".` : "Not found");
}
