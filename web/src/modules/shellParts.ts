import { moduleManifest, type ManifestRow } from "@intranet/contracts/manifest";
import { builtModuleKeys } from "../generated/builtModules";
import type { ShellPart, ShellPartProps, ShellPartView } from "./types";

/** Every module folder's `shellPart.tsx` (loaded with the shell), by folder: its manifest key. */
const found = import.meta.glob<ShellPart>("./*/shellPart.tsx", { eager: true, import: "shellPart" });
const parts = new Map(Object.entries(found).map(([path, part]) => [path.split("/")[1], part]));
const built = new Set<string>(builtModuleKeys);

/**
 * The mounted parts of the built modules whose manifest row sets `shellPart`, in manifest order: a
 * module-level constant, so every render calls the same hooks. A built module without its part
 * fails at startup.
 */
export const shellParts: readonly ShellPart[] = (moduleManifest as readonly ManifestRow[])
  .filter((row) => row.shellPart && built.has(row.key))
  .map((row) => {
    const part = parts.get(row.key);
    if (!part) throw new Error(`The manifest gives ${row.key} a shell part, the web has none`);
    return part;
  });

/** Runs every module's shell part; the shell renders their header items and menu badges. */
export function useShellParts(props: ShellPartProps): ShellPartView[] {
  // The list never changes while the app runs: the same hooks in the same order on every render.
  return shellParts.map((part) => part.useShellPart(props));
}
