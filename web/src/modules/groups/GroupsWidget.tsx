import { Icon, Spinner } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { hasRole } from "@intranet/contracts/roles";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { WidgetCard, WidgetError } from "../wall/public";
import { groupsApi, groupsKeys } from "./api";
import { GroupMark } from "./GroupMark";
import { typeIcons } from "./GroupTypeTag";
import { allGroupsPath, groupPath, groupsPath } from "./paths";
import { useGroupsTranslation } from "./i18n";

const SHOWN = 5;

/**
 * The groups widget of the company wall (its "groups" slot): up to five of the reader's groups,
 * invitations waiting, and the way to all groups. A visiting superadmin has no groups of their own
 * in the company: only the link.
 */
export function GroupsWidget({ me }: { me: UserView; client: ClientView }) {
  const { t } = useGroupsTranslation();
  const visitor = hasRole(me, "superadmin");
  const mine = useQuery({
    queryKey: [...groupsKeys.mine(me._id), "widget"],
    queryFn: () => groupsApi.byUser(me._id, null),
    enabled: !visitor,
  });
  const items = mine.data?.items ?? [];
  const groups = items.filter((group) => !["invited", "requested", "none"].includes(group.standing));
  const invitations = items.filter((group) => group.standing === "invited").length;
  return (
    <WidgetCard title={t("widget.title")} icon="people">
      {!visitor && mine.isPending ? <Spinner size={20} /> : null}
      {mine.isError ? <WidgetError error={mine.error} /> : null}
      {invitations ? (
        <Link className="groups-widget-invitations" to={groupsPath}>
          <Icon icon="envelope" size={14} /> {t("widget.invitations", { count: invitations })}
        </Link>
      ) : null}
      {mine.isSuccess && !groups.length ? <p className="cabinet-muted">{t("widget.empty")}</p> : null}
      {groups.length ? (
        <ul className="wall-widget-list groups-widget-list">
          {groups.slice(0, SHOWN).map((group) => (
            <li key={group._id} className="groups-widget-item">
              <GroupMark group={group} size={28} />
              <span className="groups-widget-text">
                <Link className="groups-widget-name" to={groupPath(group._id)}>
                  {group.name}
                </Link>
                <span className="cabinet-muted groups-widget-meta">
                  <Icon icon={typeIcons[group.type]} size={12} /> {t(`types.${group.type}`)} ·{" "}
                  {t("members", { count: group.membersCount })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Link className="wall-widget-more" to={allGroupsPath}>
        {groups.length || visitor ? t("widget.all") : t("widget.find")}
      </Link>
    </WidgetCard>
  );
}
