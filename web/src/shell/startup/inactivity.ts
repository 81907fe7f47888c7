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

/**
 * Sessions for the session reports: one starts with the page (or the first activity after being
 * idle) and ends when `timeoutMs` pass without activity (product-spec §4) — or when the page is
 * closed or hidden for good, so a session that ends with the tab is not lost. A page restored from
 * the browser's back/forward cache starts a new one.
 */
export function watchSessions(
  timeoutMs: number,
  send: (sessionStart: number, currentTime: number) => void,
  target: Pick<Window, "addEventListener" | "removeEventListener"> = window,
  now: () => number = Date.now,
): () => void {
  let start = now();
  let idle = false;
  const end = () => {
    const at = now();
    if (at > start) send(start, at);
    start = at;
  };
  const stopWatching = watchInactivity(
    timeoutMs,
    () => {
      if (idle) return; // already ended by the page closing
      idle = true;
      end();
    },
    () => {
      idle = false;
      start = now();
    },
    target,
  );
  const onHide = () => {
    if (idle) return;
    idle = true;
    end();
  };
  const onShow = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    idle = false;
    start = now();
  };
  target.addEventListener("pagehide", onHide);
  target.addEventListener("pageshow", onShow);
  return () => {
    stopWatching();
    target.removeEventListener("pagehide", onHide);
    target.removeEventListener("pageshow", onShow);
  };
}
