import { Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { widgetsApi } from "../../../api/widgets";
import { PersonLine } from "../../../shared/PersonLine";
import { useDateTime } from "../../../shared/useDateTime";
import { wallKeys } from "../keys";
import { postPath } from "../routes";
import { WidgetCard, WidgetError } from "./WidgetCard";
import { useWallTranslation } from "../i18n";
import { usePersonName } from "../../../shared/usePersonName";

const SHOWN = 5;

/** The latest thanks of the wall: who was thanked, by whom, and a few words of it. */
export function ThanksWidget({ clientId }: { clientId: string }) {
  const { t } = useWallTranslation();
  const name = usePersonName();
  const when = useDateTime();
  const thanks = useQuery({
    queryKey: wallKeys.thanks(clientId),
    queryFn: () => widgetsApi.allThanks(clientId, SHOWN, { no_show: true }),
    // Colleagues thank each other all day: keep the widget current while the wall is open.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
  const items = thanks.data?.items ?? [];
  return (
    <WidgetCard title={t("widgets.thanks.title")} icon="heart">
      {thanks.isPending ? <Spinner size={20} /> : null}
      {thanks.isError ? <WidgetError error={thanks.error} /> : null}
      {thanks.isSuccess && !items.length ? <p className="cabinet-muted">{t("widgets.thanks.empty")}</p> : null}
      <ul className="wall-widget-list">
        {items.map((item) => (
          <li key={item.postId} className="wall-thanks-item">
            {item.thanked ? (
              <PersonLine
                person={item.thanked}
                detail={t("widgets.thanks.from", { name: item.author ? name(item.author) : t("post.formerEmployee") })}
              />
            ) : null}
            <Link className="wall-thanks-excerpt" to={postPath(item.postId)}>
              {item.excerpt}
            </Link>
            <span className="cabinet-muted">{when(item.createdAt)}</span>
          </li>
        ))}
      </ul>
    </WidgetCard>
  );
}
