import { hasRole, meetsAccessLevel } from "@intranet/contracts/roles";
import { useEffect } from "react";
import { featureActive } from "../../shell/menu/visibleMenu";
import { onRealtimeEvent } from "../../shell/startup/realtimeEvents";
import type { ShellPart, ShellPartProps, ShellPartView } from "../types";
import type * as Toast from "./shell/reminderToast";

/** The toast module (OverlayToaster, the calendar's texts) loads with the first reminder. */
let loaded: Promise<typeof Toast> | undefined;
const load = () => (loaded ??= import("./shell/reminderToast"));

/**
 * The calendar's always-on part (manifest `shellPart`): `calendar.reminder` pushes show the event
 * warning (product-spec §9) wherever the person is. Only inside a company, for a person with the
 * calendar right and the feature on; a visiting superadmin is invited to nothing.
 */
function useShellPart({ me, client }: ShellPartProps): ShellPartView {
  const eligible =
    !!client && !hasRole(me, "superadmin") && meetsAccessLevel(me, "calendar") && featureActive(client, "calendar");
  useEffect(() => {
    if (!eligible) return;
    const stop = onRealtimeEvent((event) => {
      if (event.type === "calendar.reminder") void load().then((toast) => toast.showReminder(event));
    });
    return () => {
      stop();
      void loaded?.then((toast) => toast.clearReminders());
    };
  }, [eligible]);
  return {};
}

export const shellPart: ShellPart = { useShellPart };
