import { usePlural } from "../../i18n/usePlural";
import { CountBadge } from "../../ui/CountBadge";
import { useServicesTranslation } from "./i18n";

/** The inbox count on the services' menu entry (ui/CountBadge); screen readers hear it in words. */
export function InboxBadge({ count, className }: { count: number; className: string }) {
  const { t } = useServicesTranslation();
  const plural = usePlural();
  return <CountBadge count={count} className={className} spoken={t(`menuWaiting_${plural(count)}`, { count })} />;
}
