import { Spinner } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { hasRole } from "@intranet/contracts/roles";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { WidgetCard, WidgetError } from "../wall/public";
import { pollsApi, pollsKeys } from "./api";
import { pollPath, pollsPath } from "./paths";
import { usePollsTranslation } from "./i18n";

const SHOWN = 4;

/**
 * The polls widget of the company wall (its "polls" slot): the first polls the reader has to take
 * (mandatory ones marked), and the way to all polls. A visiting superadmin takes none: only the link.
 */
export function PollsWidget({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = usePollsTranslation();
  const visitor = hasRole(me, "superadmin");
  const list = useQuery({
    queryKey: [...pollsKeys.list(me._id, "available"), "widget"],
    queryFn: () => pollsApi.list(client._id, me._id, "available", null, 10),
    enabled: !visitor,
  });
  const toTake = (list.data?.items ?? []).filter((poll) => poll.can.answer);
  return (
    <WidgetCard title={t("widget.title")} icon="horizontal-bar-chart">
      {!visitor && list.isPending ? <Spinner size={20} /> : null}
      {list.isError ? <WidgetError error={list.error} /> : null}
      {list.isSuccess && !toTake.length ? <p className="cabinet-muted">{t("widget.empty")}</p> : null}
      {toTake.length ? (
        <ul className="wall-widget-list polls-widget-list">
          {toTake.slice(0, SHOWN).map((poll) => (
            <li key={poll._id} className="polls-widget-item">
              <Link to={pollPath(poll._id)}>{poll.name}</Link>
              {poll.mandatory ? <span className="polls-widget-mandatory"> · {t("status.mandatory")}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {toTake.length > SHOWN ? (
        <p className="cabinet-muted">{t("widget.more", { count: toTake.length - SHOWN })}</p>
      ) : null}
      <Link className="wall-widget-more" to={pollsPath}>
        {t("widget.all")}
      </Link>
    </WidgetCard>
  );
}
