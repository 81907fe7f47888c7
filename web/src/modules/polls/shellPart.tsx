import { hasRole, meetsAccessLevel } from "@intranet/contracts/roles";
import { lazy, Suspense } from "react";
import { featureActive } from "../../shell/menu/visibleMenu";
import type { ShellPart, ShellPartProps, ShellPartView } from "../types";

// The prompt (its query, dialog and texts) is a small chunk of its own, loaded only for a person who may take polls.
const MandatoryPrompt = lazy(() => import("./shell/MandatoryPrompt"));

/**
 * The polls' always-on part (manifest `shellPart`): on arrival, the mandatory polls the person has
 * not answered yet, once per session. Only inside a company, for a person with the `polls` right
 * and the feature on; a visiting superadmin is never a recipient.
 */
function useShellPart({ me, client }: ShellPartProps): ShellPartView {
  const eligible =
    !!client && !hasRole(me, "superadmin") && meetsAccessLevel(me, "polls") && featureActive(client, "polls");
  return {
    header: eligible ? (
      <Suspense fallback={null}>
        <MandatoryPrompt me={me} client={client} />
      </Suspense>
    ) : null,
  };
}

export const shellPart: ShellPart = { useShellPart };
