import { Button } from "@blueprintjs/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

interface InfiniteSentinelProps {
  hasMore: boolean;
  loading: boolean;
  /** Load on scrolling (off after a failed page, so a failing call is not repeated in a loop). */
  auto?: boolean;
  onMore: () => void;
}

/**
 * The end of an endless list: asks for the next page when it scrolls into view (400 px ahead),
 * with a "Show more" button for browsers without IntersectionObserver or when the page is too
 * short to scroll.
 */
export function InfiniteSentinel({ hasMore, loading, auto = true, onMore }: InfiniteSentinelProps) {
  const { t } = useTranslation();
  const marker = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;

  useEffect(() => {
    const element = marker.current;
    if (!element || !hasMore || loading || !auto || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, auto]);

  if (!hasMore) return null;
  return (
    <div ref={marker} className="wall-more">
      <Button variant="minimal" loading={loading} onClick={onMore} text={t("common.loadMore")} />
    </div>
  );
}
