import { NonIdealState, type IconName } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { isApiError } from "../../api/errors";
import { errorText } from "../../i18n/errorText";
import { QueryState } from "../../ui/QueryState";
import { pollsApi, pollsKeys } from "./api";
import { PollEditor } from "./editor/PollEditor";
import { LinkButton } from "../../ui/LinkButton";
import { pollsPath } from "./paths";
import { PollPage } from "./take/PollPage";
import { usePollsTranslation } from "./i18n";

// The results with their charts (recharts) are their own chunk: taking a poll never loads them.
const ResultsPage = lazy(() => import("./results/ResultsPage"));

/** /poll/{_id} (taking it, or `?edit` for its author and admins) and /poll/{_id}/results: the poll loads once. */
export function PollRoute({ me, client, results }: { me: UserView; client: ClientView; results: boolean }) {
  const { t } = usePollsTranslation();
  const { _id: id = "" } = useParams();
  const [params] = useSearchParams();
  const poll = useQuery({ queryKey: pollsKeys.poll(id), queryFn: () => pollsApi.get(id), retry: false });
  if (poll.isError && isApiError(poll.error) && [403, 404].includes(poll.error.status))
    return <NoAccess text={errorText(t, poll.error)} />;
  if (!poll.data) return <QueryState query={poll} errorTitle={t("loadFailed")} />;
  const view = poll.data;
  if (results) {
    // The poll is theirs to see (it loaded): only a closed poll keeps its results to its author and admins.
    if (!view.can.results)
      return <NoAccess title={t("results.closedTitle")} text={t("results.closedText")} icon="eye-off" />;
    return (
      <Suspense
        fallback={<QueryState query={{ isPending: true, error: null, refetch: () => undefined }} errorTitle="" />}
      >
        <ResultsPage me={me} client={client} poll={view} />
      </Suspense>
    );
  }
  if (params.has("edit") && view.can.manage) return <PollEditor key={view._id} client={client} poll={view} />;
  return <PollPage key={view._id} me={me} client={client} poll={view} />;
}

function NoAccess({ text, title, icon = "lock" }: { text: string; title?: string; icon?: IconName }) {
  const { t } = usePollsTranslation();
  return (
    <NonIdealState
      icon={icon}
      title={title ?? t("take.noAccess")}
      description={text}
      action={<LinkButton to={pollsPath} icon="arrow-left" text={t("take.back")} />}
    />
  );
}
