import type { ModuleKey } from "@intranet/contracts/manifest";
import type { ModuleChunk } from "./types";

/** Every module folder's `index.tsx` as a lazy loader: Vite turns each into the module's own chunk. */
const loaders = import.meta.glob<ModuleChunk>("./*/index.tsx");

/**
 * Each built module's lazy chunk, by its folder (its manifest key). Apart from the route patterns
 * (`routes.ts`) because each of these imports carries the list of chunks to preload with it, and
 * the login route, which needs the patterns, must not carry them: the router loads this table with
 * the first module page (and the shell preloads it).
 */
export const moduleChunks: Partial<Record<ModuleKey, () => Promise<ModuleChunk>>> = Object.fromEntries(
  Object.entries(loaders).map(([path, load]) => [path.split("/")[1], load]),
);

/** Modules not built yet share one small placeholder chunk. */
export const placeholderChunk = () => import("./ModulePlaceholder");
