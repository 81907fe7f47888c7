import { Icons, IconSize, type IconName } from "@blueprintjs/icons";

/**
 * Blueprint's default icon loader fetches every icon (about 100 kB gzip) on the first screen
 * (STACK-NOTES). This one knows only the icons the app uses, in small chunks: the public screens'
 * icons, the shell's, and each module's own (`modules/<m>/icons.ts`, found by their file name, so a
 * module adds its icons in its folder), loaded together the first time the shell's table lacks
 * one. An icon missing from all of them renders empty and is reported once.
 */
type Table = Record<string, string[]>;
type TableModule = { paths: Table };
const tables: Array<() => Promise<TableModule>> = [() => import("./public"), () => import("./shell")];
const moduleTables = Object.values(import.meta.glob<TableModule>("../../modules/*/icons.ts"));
let modulePaths: Promise<Table> | undefined;
const reported = new Set<string>();

export async function iconPaths(name: IconName, size: IconSize): Promise<string[]> {
  const key = `${size >= IconSize.LARGE ? 20 : 16}/${name}`;
  for (const table of tables) {
    const { paths } = await table();
    if (paths[key]) return paths[key];
  }
  modulePaths ??= Promise.all(moduleTables.map((load) => load())).then((loaded) =>
    Object.assign({}, ...loaded.map((table) => table.paths)),
  );
  const found = (await modulePaths)[key];
  if (found) return found;
  if (!reported.has(key)) {
    reported.add(key);
    console.warn(`[icons] "${key}" is not in web/src/ui/icons or a module's icons.ts: add it where it is used`);
  }
  return [];
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: iconPaths });
}
