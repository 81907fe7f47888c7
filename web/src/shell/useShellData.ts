import type { ClientView, UserView } from "@intranet/contracts";
import { useOutletContext } from "react-router-dom";

/** What the shell knows and hands to every module page: the signed-in user and the entered company. */
export interface ShellData {
  me: UserView;
  client: ClientView | null;
}

export function useShellData(): ShellData {
  return useOutletContext<ShellData>();
}
