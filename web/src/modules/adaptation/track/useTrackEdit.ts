import type { TrackView } from "@intranet/contracts/adaptation";
import { useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../../../api/errors";
import { errorText } from "../../../i18n/errorText";
import { showToast } from "../../../ui/toast";
import { adaptApi, adaptKeys } from "../api";
import { useAdaptTranslation } from "../i18n";

/**
 * A track's edits: each is sent with the revision the editor saw and answers the track as it is now,
 * put in place. Another editor's change meanwhile (409 `adapt.already_changed`) reloads the track.
 * `apply` rethrows a refusal (a dialog shows it); `act` says it in a toast.
 */
export function useTrackEdit(track: Pick<TrackView, "_id" | "revision" | "client_id">) {
  const { t } = useAdaptTranslation();
  const queryClient = useQueryClient();
  const key = adaptKeys.track(track._id);
  const current = () => queryClient.getQueryData<TrackView>(key)?.revision ?? track.revision;

  const apply = async (call: (revision: number) => Promise<TrackView>) => {
    try {
      const saved = await call(current());
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: adaptKeys.tracks(track.client_id) });
      return saved;
    } catch (error) {
      if (isApiError(error) && error.code === "adapt.already_changed") {
        void showToast(t("editor.reloaded"), "warning");
        await queryClient.invalidateQueries({ queryKey: key });
      }
      throw error;
    }
  };

  /** True when it went through. */
  const act = async (call: (revision: number) => Promise<TrackView>, done?: string): Promise<boolean> => {
    try {
      await apply(call);
      if (done) void showToast(done);
      return true;
    } catch (error) {
      if (!(isApiError(error) && error.code === "adapt.already_changed"))
        void showToast(`${t("failed")}: ${errorText(t, error)}`, "danger");
      return false;
    }
  };

  return { apply, act, api: adaptApi };
}

export type TrackEdit = ReturnType<typeof useTrackEdit>;
