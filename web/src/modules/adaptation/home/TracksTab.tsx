import { NonIdealState } from "@blueprintjs/core";
import type { TrackSummary } from "@intranet/contracts/adaptation";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { showToast } from "../../../ui/toast";
import { adaptApi, adaptKeys } from "../api";
import { useAdaptTranslation } from "../i18n";
import { TrackCard, type TrackActions } from "./TrackCard";

/** "Tracks": the tracks the caller runs (admins: all), switched on and off, copied and deleted here. */
export function TracksTab({ client, tracks }: { client: string; tracks: TrackSummary[] }) {
  const { t } = useAdaptTranslation();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<TrackSummary | null>(null);
  const key = adaptKeys.tracks(client);
  const refuse = (error: unknown) => void showToast(`${t("failed")}: ${errorText(t, error)}`, "danger");
  const patch = (id: string, change: Partial<TrackSummary>) =>
    queryClient.setQueryData<TrackSummary[]>(key, (list) =>
      list?.map((track) => (track._id === id ? { ...track, ...change } : track)),
    );

  const actions: TrackActions = {
    setActive: (track, active) => {
      patch(track._id, { active });
      adaptApi.active({ track: track._id, active }).then(
        () => void showToast(t("tracks.switched")),
        (error: unknown) => {
          patch(track._id, { active: track.active });
          refuse(error);
        },
      );
    },
    copy: (track) =>
      void adaptApi.copyTrack(track._id).then(() => {
        void showToast(t("tracks.copied"));
        void queryClient.invalidateQueries({ queryKey: key });
      }, refuse),
    remove: setDeleting,
  };

  const remove = (track: TrackSummary) =>
    adaptApi.deleteTrack(track._id).then(() => {
      void showToast(t("tracks.deleted"));
      queryClient.setQueryData<TrackSummary[]>(key, (list) => list?.filter((other) => other._id !== track._id));
    }, refuse);

  if (!tracks.length)
    return <NonIdealState icon="new-person" title={t("empty.tracks")} description={t("empty.tracksText")} />;
  return (
    <>
      <ul className="adapt-track-list">
        {tracks.map((track) => (
          <TrackCard key={track._id} track={track} actions={actions} />
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        text={deleting ? t("tracks.confirmDelete", { name: deleting.name }) : ""}
        confirmText={t("tracks.delete")}
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
