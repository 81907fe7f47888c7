import { Button } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { useInView } from "./useInView";

interface LoadMoreProps {
  onMore: () => void;
  loading: boolean;
  /** Load on scrolling (off after a failed page, so a failing call is not repeated in a loop). */
  auto?: boolean;
  /** Items loaded so far: a new count observes afresh, so a sentinel still in view asks again. */
  generation: number;
  className?: string;
  text?: string;
}

/**
 * The end of an endless list with more pages: asks for the next one when it scrolls into view, with
 * a "Show more" button for browsers without IntersectionObserver or a page too short to scroll.
 */
export function LoadMore({ onMore, loading, auto = true, generation, className, text }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useInView<HTMLDivElement>(onMore, auto && !loading, generation);
  return (
    <div ref={sentinel} className={className}>
      <Button variant="outlined" loading={loading} onClick={onMore} text={text ?? t("common.loadMore")} />
    </div>
  );
}
