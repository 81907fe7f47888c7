import { Button } from "@blueprintjs/core";
import type { IdeaVoteView } from "@intranet/contracts/ideas";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { errorText } from "../../i18n/errorText";
import { showToast } from "../../ui/toast";
import { ideasApi, ideasKeys } from "./api";
import { useIdeasTranslation } from "./i18n";

/**
 * The support button of an idea with its count: a toggle (POST or DELETE its vote), shown at once and
 * corrected by the answer (or put back when refused); disabled on one's own idea. `onVoted` hands the
 * answer to the page that shows the idea.
 */
export function VoteButton({
  id,
  votes,
  voted,
  own,
  disabled = false,
  onVoted,
}: {
  id: string;
  votes: number;
  voted: boolean;
  own: boolean;
  disabled?: boolean;
  onVoted?: (answer: IdeaVoteView) => void;
}) {
  const { t } = useIdeasTranslation();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<IdeaVoteView>({ votes, voted });
  const [pending, setPending] = useState(false);
  // A fresh answer from the server (a list re-read) replaces what the button shows.
  useEffect(() => setShown({ votes, voted }), [votes, voted]);

  const toggle = async () => {
    if (pending) return; // one change at a time: the next click waits for the answer
    const before = shown;
    setShown({ votes: before.votes + (before.voted ? -1 : 1), voted: !before.voted });
    setPending(true);
    try {
      const answer = await (before.voted ? ideasApi.unvote(id) : ideasApi.vote(id));
      setShown(answer);
      onVoted?.(answer);
      // Lists read later show the new count; the one on screen keeps this button's.
      void queryClient.invalidateQueries({ queryKey: ideasKeys.lists, refetchType: "none" });
    } catch (error) {
      setShown(before);
      void showToast(`${t("vote.failed")}: ${errorText(t, error)}`, "danger");
    } finally {
      setPending(false);
    }
  };

  const label = own
    ? t("vote.own", { count: shown.votes })
    : t(shown.voted ? "vote.labelSupported" : "vote.label", { count: shown.votes });
  return (
    <Button
      className="ideas-vote"
      icon="thumbs-up"
      intent={shown.voted ? "primary" : "none"}
      variant={shown.voted ? "solid" : "outlined"}
      text={shown.votes}
      aria-label={label}
      aria-pressed={own ? undefined : shown.voted}
      title={label}
      disabled={own || disabled}
      onClick={() => void toggle()}
    />
  );
}
