import { useEffect, useSyncExternalStore } from "react";

/**
 * Prompts that ask something of a person on arrival (product-spec §4: the mood meter, then
 * mandatory polls) take turns: one dialog at a time, in this order, the next as soon as the one
 * before is answered or put off. A module's shell part says whether it wants a turn now and shows
 * its dialog only while it has it.
 */
export const arrivalOrder = ["mood", "polls"] as const;
export type ArrivalPrompt = (typeof arrivalOrder)[number];

const wanting = new Set<ArrivalPrompt>();
const listeners = new Set<() => void>();
const current = () => arrivalOrder.find((name) => wanting.has(name)) ?? null;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function want(name: ArrivalPrompt, wants: boolean) {
  if (wants === wanting.has(name)) return;
  if (wants) wanting.add(name);
  else wanting.delete(name);
  listeners.forEach((listener) => listener());
}

/** Whether `name` may show its prompt now (it wants to, and no earlier prompt does). */
export function useArrivalTurn(name: ArrivalPrompt, wants: boolean): boolean {
  useEffect(() => {
    want(name, wants);
    return () => want(name, false);
  }, [name, wants]);
  const turn = useSyncExternalStore(subscribe, current, current);
  return wants && turn === name;
}
