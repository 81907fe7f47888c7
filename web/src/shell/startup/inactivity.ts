/** Events that count as activity (product-spec §4 Inactivity): a key press, a scroll or a click. */
const activityEvents = ["keydown", "scroll", "click"] as const;

/**
 * Calls `onIdle` once after `timeoutMs` without activity, and `onActive` at the first activity after
 * that. Returns a function that stops watching.
 */
export function watchInactivity(
  timeoutMs: number,
  onIdle: () => void,
  onActive: () => void,
  target: Pick<Window, "addEventListener" | "removeEventListener"> = window,
): () => void {
  let idle = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = true;
      onIdle();
    }, timeoutMs);
  };
  const activity = () => {
    if (idle) {
      idle = false;
      onActive();
    }
    arm();
  };
  for (const name of activityEvents) target.addEventListener(name, activity, { capture: true, passive: true });
  arm();
  return () => {
    clearTimeout(timer);
    for (const name of activityEvents) target.removeEventListener(name, activity, { capture: true });
  };
}
