import { Icons, IconSize, type IconName } from "@blueprintjs/icons";

/**
 * Blueprint's default icon loader fetches every icon (about 100 kB gzip) on the first screen
 * (STACK-NOTES). This one knows only the icons the app uses, in two small chunks: the public
 * screens' icons and the shell's. An icon missing from both renders empty and is reported once.
 */
type Table = Record<string, string[]>;
const tables: Array<() => Promise<{ paths: Table }>> = [() => import("./public"), () => import("./shell")];
const reported = new Set<string>();

export async function iconPaths(name: IconName, size: IconSize): Promise<string[]> {
  const key = `${size >= IconSize.LARGE ? 20 : 16}/${name}`;
  for (const table of tables) {
    const { paths } = await table();
    if (paths[key]) return paths[key];
  }
  if (!reported.has(key)) {
    reported.add(key);
    console.warn(`[icons] "${key}" is not in web/src/ui/icons: add it to public.ts or shell.ts`);
  }
  return [];
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: iconPaths });
}
