import { Button } from "@blueprintjs/core";
import type { PollView } from "@intranet/contracts/polls";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { showToast } from "../../../ui/toast";
import { pollsApi, pollsKeys } from "../api";
import { LinkButton } from "../../../ui/LinkButton";
import { editPollPath, pollsPath, resultsPath } from "../paths";
import { usePollsTranslation } from "../i18n";

/** The author's and admins' steps on a poll: edit, finish, delete (each asked first), and its results. */
export function ManageBar({ poll }: { poll: PollView }) {
  const { t } = usePollsTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<"finish" | "remove" | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (step: "finish" | "remove") => {
    setAsking(null);
    setBusy(true);
    try {
      if (step === "finish") {
        const finished = await pollsApi.finish(poll._id);
        queryClient.setQueryData(pollsKeys.poll(poll._id), finished);
        void showToast(t("manage.finished"));
      } else {
        await pollsApi.remove(poll._id);
        queryClient.removeQueries({ queryKey: pollsKeys.poll(poll._id) });
        void showToast(t("manage.removed"));
        void navigate(pollsPath);
      }
      void queryClient.invalidateQueries({
        queryKey: pollsKeys.all,
        predicate: (query) => query.queryKey[1] !== "poll",
      });
    } catch {
      // The app's error dialog said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="polls-manage">
      {poll.can.results ? (
        <LinkButton to={resultsPath(poll._id)} icon="horizontal-bar-chart" text={t("manage.results")} />
      ) : null}
      {poll.can.manage ? (
        <>
          <LinkButton to={editPollPath(poll._id)} icon="edit" text={t("manage.edit")} />
          {poll.status === "active" ? (
            <Button icon="stop" text={t("manage.finish")} disabled={busy} onClick={() => setAsking("finish")} />
          ) : null}
          <Button
            icon="trash"
            intent="danger"
            variant="outlined"
            text={t("manage.remove")}
            disabled={busy}
            onClick={() => setAsking("remove")}
          />
          <ConfirmDialog
            open={asking !== null}
            intent={asking === "finish" ? "primary" : "danger"}
            text={t(asking === "finish" ? "manage.finishConfirm" : "manage.removeConfirm", { name: poll.name })}
            confirmText={asking === "finish" ? t("manage.finish") : t("manage.remove")}
            onConfirm={() => void run(asking!)}
            onClose={() => setAsking(null)}
          />
        </>
      ) : null}
    </div>
  );
}
