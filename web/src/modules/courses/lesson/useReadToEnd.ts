import { useEffect, useRef } from "react";

/**
 * Calls `onRead` once when the returned end marker comes into view (the lesson was read to its
 * end): an IntersectionObserver with no margin, so only what is really on the screen counts.
 */
export function useReadToEnd<T extends Element>(onRead: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const latest = useRef(onRead);
  latest.current = onRead;
  useEffect(() => {
    const marker = ref.current;
    if (!enabled || !marker || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      latest.current();
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
