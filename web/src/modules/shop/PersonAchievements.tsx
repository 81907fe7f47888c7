import { Card, Icon } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { shopRoutes } from "@intranet/contracts/shop";
import { callRoute } from "../../api/client";
import { useDateTime } from "../../shared/useDateTime";
import { shopKeys } from "./api";
import { useShopTranslation } from "./i18n";

/**
 * A person's achievements on their profile (issue 14): the accruals that carried one and were not
 * cancelled, newest first. Shown only to readers with the shop right (the caller checks); others'
 * coin amounts and comments never reach the page (the API blanks them).
 */
export function PersonAchievements({ client, userId }: { client: string; userId: string }) {
  const { t } = useShopTranslation();
  const when = useDateTime();
  const accruals = useQuery({
    queryKey: [...shopKeys.all, "achievementsOf", client, userId],
    queryFn: () =>
      callRoute(shopRoutes.accruals, { params: { client }, query: { user: userId, limit: 50 } }, { no_show: true }),
  });
  const earned = (accruals.data?.items ?? []).filter((accrual) => accrual.achievement && !accrual.cancelled);
  if (!earned.length) return null;
  return (
    <section className="shop-person-achievements" aria-label={t("tabs.achievements")}>
      <h2 className="shop-person-achievements-title">{t("tabs.achievements")}</h2>
      <div className="shop-person-achievements-list">
        {earned.map((accrual) => (
          <Card key={accrual._id} className="shop-person-achievement" elevation={1}>
            <Icon icon="badge" intent="warning" />
            <span className="shop-person-achievement-name">{accrual.achievement!.name}</span>
            <time className="shop-muted" dateTime={accrual.createdAt}>
              {when(accrual.createdAt)}
            </time>
          </Card>
        ))}
      </div>
    </section>
  );
}
