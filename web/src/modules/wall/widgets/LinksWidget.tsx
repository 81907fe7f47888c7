import { Button, Icon, Spinner } from "@blueprintjs/core";
import type { LinkView, UserView } from "@intranet/contracts";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { widgetsApi } from "../../../api/widgets";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { wallKeys } from "../keys";
import { LinkFormDialog } from "./LinkFormDialog";
import { linkTarget, WALL_LINKS } from "./wallLinks";
import { WidgetCard, WidgetError } from "./WidgetCard";
import { useWallTranslation } from "../i18n";

function LinkAnchor({ link }: { link: LinkView }) {
  const target = linkTarget(link);
  if (!target) return <span>{link.title}</span>;
  return target.external ? (
    <a href={target.href} target="_blank" rel="noopener noreferrer">
      {link.title} <Icon icon="share" size={12} />
    </a>
  ) : (
    <Link to={target.href}>{link.title}</Link>
  );
}

/**
 * The wall's links block: everyone sees its links while it is on; admins add, edit and delete
 * links and switch the block on or off (an off block is hidden from employees).
 */
export function LinksWidget({ clientId, me }: { clientId: string; me: UserView }) {
  const { t } = useWallTranslation();
  const queryClient = useQueryClient();
  const admin = meetsAccessLevel(me, "admin");
  const [editing, setEditing] = useState<LinkView | "new" | null>(null);
  const [deleting, setDeleting] = useState<LinkView | null>(null);
  const [toggling, setToggling] = useState(false);
  const block = useQuery({
    queryKey: wallKeys.links(clientId),
    queryFn: () => widgetsApi.linksBlock(clientId, WALL_LINKS, { no_show: true }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: wallKeys.links(clientId) });

  if (block.isPending) return admin ? <Spinner size={20} /> : null;
  if (block.isError && admin)
    return (
      <WidgetCard title={t("widgets.links.title")} icon="link">
        <WidgetError error={block.error} />
      </WidgetCard>
    );
  if (!block.data || (!admin && (!block.data.active || !block.data.links.length))) return null;
  const { active, links } = block.data;

  const toggle = async () => {
    setToggling(true);
    try {
      queryClient.setQueryData(
        wallKeys.links(clientId),
        await widgetsApi.toggleLinksBlock(clientId, WALL_LINKS, !active),
      );
    } finally {
      setToggling(false);
    }
  };
  const remove = async (link: LinkView) => {
    setDeleting(null);
    await widgetsApi.deleteLink(clientId, WALL_LINKS, link._id);
    await refresh();
  };

  return (
    <WidgetCard
      title={t("widgets.links.title")}
      icon="link"
      actions={
        admin ? (
          <>
            <Button
              size="small"
              variant="minimal"
              icon="plus"
              aria-label={t("widgets.links.add")}
              title={t("widgets.links.add")}
              onClick={() => setEditing("new")}
            />
            <Button
              size="small"
              variant="minimal"
              icon={active ? "eye-off" : "eye-open"}
              loading={toggling}
              aria-label={t(active ? "widgets.links.hide" : "widgets.links.show")}
              title={t(active ? "widgets.links.hide" : "widgets.links.show")}
              onClick={() => void toggle()}
            />
          </>
        ) : null
      }
    >
      {!active ? <p className="cabinet-muted">{t("widgets.links.hidden")}</p> : null}
      {!links.length ? <p className="cabinet-muted">{t("widgets.links.empty")}</p> : null}
      <ul className="wall-widget-list wall-links">
        {links.map((link) => (
          <li key={link._id} className="wall-link">
            <LinkAnchor link={link} />
            {admin ? (
              <span className="wall-link-actions">
                <Button
                  size="small"
                  variant="minimal"
                  icon="edit"
                  aria-label={`${t("ui:common.edit")}: ${link.title}`}
                  onClick={() => setEditing(link)}
                />
                <Button
                  size="small"
                  variant="minimal"
                  icon="trash"
                  aria-label={`${t("post.delete")}: ${link.title}`}
                  onClick={() => setDeleting(link)}
                />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {editing ? (
        <LinkFormDialog
          clientId={clientId}
          link={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        text={t("widgets.links.deleteConfirm", { title: deleting?.title ?? "" })}
        confirmText={t("post.delete")}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </WidgetCard>
  );
}
