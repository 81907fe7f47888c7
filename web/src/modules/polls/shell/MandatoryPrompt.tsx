import { Button, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { readStored, writeStored } from "../../../session/storage";
import { useArrivalTurn } from "../../../shared/arrivalTurn";
import { useWorkspaceUsers } from "../../../shell/startup/useWorkspaceUsers";
import { pollsApi, pollsKeys } from "../api";
import { pollPath } from "../paths";
import { usePollsTranslation } from "../i18n";

/** Asked once per session (this tab), per company and person. */
export const promptedKey = (clientId: string, userId: string) => `${clientId}.${userId}`;

/**
 * The mandatory polls' prompt (product-spec §4: mandatory polls ask their recipients on arrival):
 * once the startup calls are done, the active mandatory polls not answered yet, with "Take now"
 * (the first one) and "Later". Not over a poll being taken.
 */
export default function MandatoryPrompt({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = usePollsTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const key = promptedKey(client._id, me._id);
  const [closed, setClosed] = useState(() => readStored("polls_prompted") === key);
  const startupDone = !useWorkspaceUsers(client).isPending;
  const list = useQuery({
    queryKey: [...pollsKeys.list(me._id, "available"), "prompt"],
    queryFn: () => pollsApi.list(client._id, me._id, "available", null, 50),
    enabled: !closed && startupDone,
    staleTime: Infinity,
    retry: false,
  });
  const due = (list.data?.items ?? []).filter(
    (poll) => poll.mandatory && poll.status === "active" && !poll.answeredAt && poll.can.answer,
  );
  const close = () => {
    writeStored("polls_prompted", key);
    setClosed(true);
  };
  // After the mood meter, if it asks (one dialog at a time).
  const turn = useArrivalTurn("polls", !closed && due.length > 0 && !pathname.startsWith("/poll/"));
  if (!turn) return null;
  return (
    <Dialog isOpen onClose={close} title={t("prompt.title")} icon="horizontal-bar-chart" className="polls-dialog">
      <DialogBody>
        <p>{t("prompt.text")}</p>
        <ul className="polls-prompt-list">
          {due.slice(0, 10).map((poll) => (
            <li key={poll._id}>
              <Link to={pollPath(poll._id)} onClick={close}>
                {poll.name}
              </Link>
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("prompt.later")} onClick={close} />
            <Button
              intent="primary"
              text={t("prompt.take")}
              onClick={() => {
                close();
                void navigate(pollPath(due[0]!._id));
              }}
            />
          </>
        }
      />
    </Dialog>
  );
}
