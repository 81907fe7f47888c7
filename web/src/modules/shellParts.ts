import { moduleManifest, type ManifestRow, type ModuleKey } from "@intranet/contracts/manifest";
import { shellPart as calendar } from "./calendar/shellPart";
import { shellPart as chat } from "./chat/shellPart";
import { shellPart as mood } from "./mood/shellPart";
import { shellPart as notifications } from "./notifications/shellPart";
import { shellPart as polls } from "./polls/shellPart";
import { shellPart as search } from "./search/shellPart";
import type { ShellPart, ShellPartProps, ShellPartView } from "./types";

/** The web's shell part of each module whose manifest row sets `shellPart` (a missing one fails at startup). */
const parts: Partial<Record<ModuleKey, ShellPart>> = { search, notifications, mood, polls, calendar, chat };

/** The mounted parts, in manifest order: a module-level constant, so every render calls the same hooks. */
export const shellParts: readonly ShellPart[] = (moduleManifest as readonly ManifestRow[])
  .filter((row) => row.shellPart)
  .map((row) => {
    const part = parts[row.key as ModuleKey];
    if (!part) throw new Error(`The manifest gives ${row.key} a shell part, the web has none`);
    return part;
  });

/** Runs every module's shell part; the shell renders their header items and menu badges. */
export function useShellParts(props: ShellPartProps): ShellPartView[] {
  // The list never changes while the app runs: the same hooks in the same order on every render.
  return shellParts.map((part) => part.useShellPart(props));
}
