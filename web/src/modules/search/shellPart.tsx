import type { ShellPart, ShellPartProps, ShellPartView } from "../types";
import { HeaderSearch } from "./shell/HeaderSearch";
import "./search.css";

/**
 * Search's always-on part (manifest `shellPart`): the header's search box with suggestions and
 * Ctrl+K. Only inside a company (a superadmin outside any has nothing to search).
 */
function useShellPart({ client }: ShellPartProps): ShellPartView {
  return { header: client ? <HeaderSearch /> : null };
}

export const shellPart: ShellPart = { useShellPart };
