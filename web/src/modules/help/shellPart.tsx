import type { ShellPart, ShellPartView } from "../types";
import { HelpMenu } from "./HelpMenu";

/** The help's always-on part (manifest `shellPart`): the header's question mark, leading to the help centre and the about page. */
function useShellPart(): ShellPartView {
  return { header: <HelpMenu /> };
}

export const shellPart: ShellPart = { useShellPart };
