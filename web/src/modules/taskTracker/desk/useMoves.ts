import type { DeskView } from "@intranet/contracts/taskTracker";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../../api/errors";
import { errorText } from "../../../i18n/errorText";
import { showToast } from "../../../ui/toast";
import { trackerApi, trackerKeys } from "../api";
import { useTrackerTranslation } from "../i18n";
import { neighbours, upsertCard, type MoveTarget, type PendingMove } from "./board";

/**
 * Moving cards (PUT move_task with the neighbours the mover saw): shown in place at once; a move to
 * another lane waits for the person's yes first (product-spec §4). A refusal drops the move with a
 * toast; `tasks.task_moved` (someone moved it meanwhile) reloads the board.
 */
export function useMoves(desk: Pick<DeskView, "_id">) {
  const { t } = useTrackerTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [asking, setAsking] = useState<MoveTarget | null>(null);

  const send = async (target: MoveTarget) => {
    setPending({ taskId: target.taskId, laneId: target.laneId, ids: target.ids });
    try {
      const card = await trackerApi.moveTask(desk._id, {
        taskId: target.taskId,
        fromLaneId: target.fromLaneId,
        laneId: target.laneId,
        ...neighbours(target),
      });
      queryClient.setQueryData<DeskView>(trackerKeys.desk(desk._id), (current) =>
        current ? upsertCard(current, card) : current,
      );
    } catch (error) {
      void showToast(`${t("cards.moveFailed")}: ${errorText(t, error)}`, "danger");
      if (isApiError(error) && error.code === "tasks.task_moved")
        void queryClient.invalidateQueries({ queryKey: trackerKeys.desk(desk._id) });
    } finally {
      setPending(null);
    }
  };

  return {
    pending,
    /** The move a person asked for: within its lane at once, to another lane after they confirm. */
    move: (target: MoveTarget) => {
      if (target.fromLaneId === target.laneId) void send(target);
      else setAsking(target);
    },
    /** A move already confirmed (the "Move to…" dialog is the question itself). */
    moveNow: (target: MoveTarget) => void send(target),
    asking,
    confirm: () => {
      if (asking) void send(asking);
      setAsking(null);
    },
    cancel: () => setAsking(null),
  };
}

export type Moves = ReturnType<typeof useMoves>;
