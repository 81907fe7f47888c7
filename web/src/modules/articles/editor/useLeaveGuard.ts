import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router-dom";

/**
 * Asks before leaving a form with unsaved changes: inside the app through the router's blocker (the
 * caller shows its question while `blocker.state` is "blocked"), and on closing or reloading the tab
 * through the browser's own prompt. `release()` lets the next navigation through (after a save).
 */
export function useLeaveGuard(dirty: boolean) {
  const guarded = useRef(dirty);
  guarded.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarded.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  const release = useCallback(() => {
    guarded.current = false;
  }, []);
  return { blocker, release };
}
