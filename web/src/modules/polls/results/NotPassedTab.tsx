import { Button, NonIdealState } from "@blueprintjs/core";
import type { PollView } from "@intranet/contracts/polls";
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { PersonLine } from "../../../shared/PersonLine";
import { usePeople } from "../../../shared/usePeople";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { pollsApi, pollsKeys } from "../api";
import { usePollsTranslation } from "../i18n";

/** Not passed (author and admins): recipients who have not answered, and "Remind" to notify them all. */
export function NotPassedTab({ poll, clientId }: { poll: PollView; clientId: string }) {
  const { t } = usePollsTranslation();
  const { byId } = usePeople(clientId);
  const list = useInfiniteQuery({
    queryKey: pollsKeys.notPassed(poll._id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => pollsApi.notPassed(poll._id, pageParam),
    getNextPageParam: (page) => page.cursor,
  });
  const remind = useMutation({
    mutationFn: () => pollsApi.remind(poll._id),
    onSuccess: () => void showToast(t("results.notPassed.reminded")),
  });
  if (!list.data) return <QueryState query={list} errorTitle={t("loadFailed")} />;
  const ids = list.data.pages.flatMap((page) => page.userIds);
  if (!ids.length) return <NonIdealState icon="tick" title={t("results.notPassed.empty")} />;
  return (
    <div className="polls-tab">
      {poll.status === "active" ? (
        <div className="polls-toolbar">
          <Button
            icon="notifications"
            intent="primary"
            text={t("results.notPassed.remind")}
            loading={remind.isPending}
            onClick={() => remind.mutate()}
          />
        </div>
      ) : null}
      <ul className="polls-people">
        {ids.map((id) => {
          const person = byId.get(id);
          return (
            <li key={id}>
              {person ? (
                <PersonLine person={person} detail={person.position} />
              ) : (
                <span className="polls-muted">{t("audience.unknown")}</span>
              )}
            </li>
          );
        })}
      </ul>
      <QueryMore className="polls-more" query={list} count={ids.length} />
    </div>
  );
}
