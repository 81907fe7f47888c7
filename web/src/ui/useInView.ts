import { useEffect, useRef } from "react";

/**
 * Calls `onVisible` whenever the returned element scrolls into view (IntersectionObserver, with a
 * margin so the next page loads a little early). Without IntersectionObserver nothing happens:
 * the "Show more" button is the fallback. A new `generation` (pages loaded) observes afresh, so
 * a sentinel still in view after a short page asks for the next one too.
 */
export function useInView<T extends Element>(onVisible: () => void, enabled: boolean, generation: number) {
  const ref = useRef<T>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, generation]);
  return ref;
}
