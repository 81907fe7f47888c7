import { lazy, Suspense, useState } from "react";
import { readStored, writeStored } from "../../session/storage";
import { useArrivalTurn } from "../../shared/arrivalTurn";
import type { ShellPart, ShellPartProps, ShellPartView } from "../types";
import { useMoodCheck } from "./useMoodCheck";

/** The dialog, its texts and styles: their own chunk, loaded only when the check asks. */
const MoodDialog = lazy(() => import("./MoodDialog"));

/**
 * The mood meter's always-on part (manifest `shellPart`): the day's check on arrival and, when it
 * asks, the "How are you today?" dialog (a portal, so its place among the header items is only
 * where it mounts). "Later" puts it off for the day in this tab (a reload does not ask again); it
 * comes first among the arrival prompts (shared/arrivalTurn.ts).
 */
function useShellPart({ me, client }: ShellPartProps): ShellPartView {
  const check = useMoodCheck(me, client);
  const later = `${client?._id}.${me._id}.${check.day}`;
  const [putOff, setPutOff] = useState(() => readStored("mood_later") === later);
  const turn = useArrivalTurn("mood", check.needed && !putOff);
  if (!turn) return {};
  const close = () => {
    writeStored("mood_later", later);
    setPutOff(true);
  };
  return {
    header: (
      <Suspense fallback={null}>
        <MoodDialog userId={me._id} day={check.day} onClose={close} />
      </Suspense>
    ),
  };
}

export const shellPart: ShellPart = { useShellPart };
