import { Button } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { useInView } from "./useInView";

/** The end of a list with more pages: loads the next one when scrolled into view, or on "Show more". */
export function LoadMore({
  onMore,
  loading,
  generation,
}: {
  onMore: () => void;
  loading: boolean;
  generation: number;
}) {
  const { t } = useTranslation();
  const sentinel = useInView<HTMLDivElement>(onMore, !loading, generation);
  return (
    <div ref={sentinel} className="notification-more">
      <Button variant="outlined" loading={loading} onClick={onMore} text={t("notices.showMore")} />
    </div>
  );
}
