import { Button, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { useWorkspaceUsers } from "../../../shell/startup/useWorkspaceUsers";
import { pollsApi, pollsKeys } from "../api";
import { pollPath } from "../paths";
import { usePollsTranslation } from "../i18n";

/** Asked once per session (this tab), per company and person. */
export const promptedKey = (clientId: string, userId: string) => `polls.prompted.${clientId}.${userId}`;

const wasPrompted = (key: string) => {
  try {
    return sessionStorage.getItem(key) === "1";
  } catch {
    return false;
  }
};

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
  const [closed, setClosed] = useState(() => wasPrompted(key));
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
    try {
      sessionStorage.setItem(key, "1");
    } catch {
      /* asked again next time */
    }
    setClosed(true);
  };
  const open = !closed && due.length > 0 && !pathname.startsWith("/poll/");
  if (!open) return null;
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
