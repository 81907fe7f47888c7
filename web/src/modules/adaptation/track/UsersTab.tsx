import { Button, Menu, MenuItem, NonIdealState } from "@blueprintjs/core";
import type { AdaptSummary, TrackView } from "@intranet/contracts/adaptation";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { errorText } from "../../../i18n/errorText";
import { ClickPopover } from "../../../ui/ClickPopover";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { adaptApi, adaptKeys } from "../api";
import { PersonRow } from "../home/PersonRow";
import { useAdaptTranslation } from "../i18n";
import { personPath } from "../paths";
import { usePeopleNames } from "../../../shared/usePeopleNames";
import { AddUserDialog } from "./AddUserDialog";

/** The users tab: the track's people, newest first, a page at a time; adding, stopping, running, taking off. */
export function UsersTab({ track, client }: { track: TrackView; client: string }) {
  const { t } = useAdaptTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const nameOf = usePeopleNames(client);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AdaptSummary | null>(null);
  const key = adaptKeys.members(track._id);
  const members = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => adaptApi.members(track._id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: adaptKeys.tracks(client) });
  };
  const refuse = (error: unknown) => void showToast(`${t("failed")}: ${errorText(t, error)}`, "danger");
  const setActive = (item: AdaptSummary, active: boolean) =>
    adaptApi.active({ adaptation: item._id, active }).then(() => {
      void showToast(active ? t("person.ran") : t("person.stopped"));
      refresh();
    }, refuse);
  const remove = (item: AdaptSummary) =>
    adaptApi.removeUser(track._id, item._id).then(() => {
      void showToast(t("members.removed"));
      refresh();
    }, refuse);

  return (
    <div className="adapt-users">
      <div className="adapt-toolbar">
        <Button intent="primary" icon="new-person" text={t("members.add")} onClick={() => setAdding(true)} />
      </div>
      {!members.data ? (
        <QueryState query={members} errorTitle={t("loadFailed")} />
      ) : items.length ? (
        <ul className="adapt-person-list" aria-label={t("editor.tabs.users")}>
          {items.map((item) => (
            <PersonRow
              key={item._id}
              client={client}
              item={item}
              showTrack={false}
              actions={
                <ClickPopover
                  placement="bottom-end"
                  content={
                    <Menu>
                      <MenuItem
                        icon="eye-open"
                        text={t("members.open")}
                        onClick={() => navigate(personPath(item._id))}
                      />
                      {item.status === "finished" ? null : item.status === "running" ? (
                        <MenuItem icon="pause" text={t("members.stop")} onClick={() => void setActive(item, false)} />
                      ) : (
                        <MenuItem icon="play" text={t("members.run")} onClick={() => void setActive(item, true)} />
                      )}
                      <MenuItem
                        icon="trash"
                        intent="danger"
                        text={t("members.remove")}
                        onClick={() => setRemoving(item)}
                      />
                    </Menu>
                  }
                >
                  <Button
                    variant="minimal"
                    icon="more"
                    aria-label={t("members.actions", { name: nameOf(item.userId) })}
                    title={t("members.actions", { name: nameOf(item.userId) })}
                  />
                </ClickPopover>
              }
            />
          ))}
        </ul>
      ) : (
        <NonIdealState icon="people" title={t("empty.members")} description={t("empty.membersText")} />
      )}
      {members.data ? <QueryMore query={members} count={items.length} className="adapt-more" /> : null}
      {adding ? <AddUserDialog track={track} client={client} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        text={removing ? t("members.confirmRemove", { name: nameOf(removing.userId) }) : ""}
        confirmText={t("members.remove")}
        onConfirm={() => {
          if (removing) void remove(removing);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
