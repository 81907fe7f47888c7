import { HTMLTable, NonIdealState } from "@blueprintjs/core";
import type { PollView } from "@intranet/contracts/polls";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { usePeople } from "../../../shared/usePeople";
import { usePersonName } from "../../../shared/usePersonName";
import { useDateTime } from "../../../shared/useDateTime";
import { QueryMore } from "../../../ui/QueryMore";
import { QueryState } from "../../../ui/QueryState";
import { pollsApi, pollsKeys } from "../api";
import { answerText } from "./values";
import { usePollsTranslation } from "../i18n";

/** The table tab: one row per person with their answers (opened polls' readers, closed polls' author and admins). */
export function TableTab({ poll, clientId }: { poll: PollView; clientId: string }) {
  const { t } = usePollsTranslation();
  const name = usePersonName();
  const date = useDateTime();
  const { byId } = usePeople(clientId);
  const list = useInfiniteQuery({
    queryKey: pollsKeys.answers(poll._id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => pollsApi.answers(poll._id, pageParam),
    getNextPageParam: (page) => page.cursor,
  });
  if (!list.data) return <QueryState query={list} errorTitle={t("loadFailed")} />;
  const rows = list.data.pages.flatMap((page) => page.items);
  if (!rows.length) return <NonIdealState icon="th" title={t("results.table.empty")} />;
  return (
    <div className="polls-tab">
      <div className="polls-table-scroll">
        <HTMLTable compact striped className="polls-table">
          <thead>
            <tr>
              <th scope="col">{t("results.table.person")}</th>
              <th scope="col">{t("results.table.date")}</th>
              {poll.questions.map((question, index) => (
                <th scope="col" key={question.id} title={question.text}>
                  {index + 1}. {question.text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const person = byId.get(row.userId);
              return (
                <tr key={row.userId}>
                  <th scope="row">
                    <Link to={paths.profile(row.userId)}>{person ? name(person) : t("audience.unknown")}</Link>
                  </th>
                  <td>{date(row.answeredAt)}</td>
                  {poll.questions.map((question) => (
                    <td key={question.id}>{answerText(question, row.answers[question.id])}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
      <QueryMore className="polls-more" query={list} count={rows.length} />
    </div>
  );
}
