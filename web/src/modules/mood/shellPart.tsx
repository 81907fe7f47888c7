import { lazy, Suspense, useState } from "react";
import type { ShellPart, ShellPartProps, ShellPartView } from "../types";
import { useMoodCheck } from "./useMoodCheck";

/** The dialog, its texts and styles: their own chunk, loaded only when the check asks. */
const MoodDialog = lazy(() => import("./MoodDialog"));

/**
 * The mood meter's always-on part (manifest `shellPart`): the day's check on arrival and, when it
 * asks, the "How are you today?" dialog (a portal, so its place among the header items is only
 * where it mounts). "Later" hides it for the rest of this visit.
 */
function useShellPart({ me, client }: ShellPartProps): ShellPartView {
  const check = useMoodCheck(me, client);
  const [laterOn, setLaterOn] = useState<string | null>(null);
  if (!check.needed || laterOn === check.day) return {};
  return {
    header: (
      <Suspense fallback={null}>
        <MoodDialog userId={me._id} day={check.day} onClose={() => setLaterOn(check.day)} />
      </Suspense>
    ),
  };
}

export const shellPart: ShellPart = { useShellPart };
