import { usePlural } from "../../i18n/usePlural";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { useServicesTranslation } from "./i18n";
import "./badge.css";

/** The inbox count on the services' menu entry (nothing at zero; 99+ above 99); screen readers hear it in words. */
export function InboxBadge({ count, className }: { count: number; className: string }) {
  const { t } = useServicesTranslation();
  const plural = usePlural();
  if (count <= 0) return null;
  return (
    <>
      <span className={`services-badge ${className}`} aria-hidden>
        {count > 99 ? "99+" : count}
      </span>
      <VisuallyHidden>{t(`menuWaiting_${plural(count)}`, { count })}</VisuallyHidden>
    </>
  );
}
