import { Callout, Card, NonIdealState, Spinner } from "@blueprintjs/core";
import { isTextKind, type PollView } from "@intranet/contracts/polls";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CountsChart } from "../../../ui/charts";
import { QueryState } from "../../../ui/QueryState";
import { pollsApi, pollsKeys } from "../api";
import { FilterBar, type ResultFilter } from "./FilterBar";
import { ReleaseNote } from "./ReleaseNote";
import { TextAnswers } from "./TextAnswers";
import { barsOf, percent } from "./values";
import { usePollsTranslation } from "../i18n";

/**
 * The general tab: a chart per choice and range question from the counted answers (averages for
 * ranges), text answers on demand, for everyone or one filter's group. An anonymous poll shows
 * only its published batches, says what is held back and why, and hides what could isolate someone.
 */
export function GeneralTab({ poll, clientId }: { poll: PollView; clientId: string }) {
  const { t } = usePollsTranslation();
  const { i18n } = useTranslation();
  const [filter, setFilter] = useState<ResultFilter>({});
  const applied = filter.dimension && filter.value ? filter : {};
  const results = useQuery({
    queryKey: pollsKeys.results(poll._id, applied.dimension, applied.value),
    queryFn: () => pollsApi.results(poll._id, applied.dimension, applied.value),
    placeholderData: keepPreviousData,
  });
  const number = new Intl.NumberFormat(i18n.language === "ua" ? "uk" : i18n.language, { maximumFractionDigits: 1 });
  if (!results.data) return <QueryState query={results} errorTitle={t("loadFailed")} />;
  const data = results.data;
  // An anonymous poll has filter groups only once shown at its end (ReleaseNote says why).
  const filtersOff = data.anonymous !== undefined && !(data.anonymous.mode === "atEnd" && data.anonymous.final);
  return (
    <div className="polls-tab">
      <ReleaseNote results={data} status={poll.status} />
      <div className="polls-toolbar">
        {filtersOff ? null : (
          <FilterBar
            clientId={clientId}
            filters={data.filters}
            filter={filter}
            onChange={setFilter}
            anonymousMin={data.anonymous ? data.minimum : undefined}
          />
        )}
        {results.isFetching ? <Spinner size={16} /> : null}
        <span className="polls-spacer" />
        {data.hidden ? null : <span className="polls-muted">{t("results.total", { count: data.total })}</span>}
      </div>
      {data.hidden ? (
        <NonIdealState
          icon="eye-off"
          title={
            data.hiddenReason
              ? t(`results.hiddenReasons.${data.hiddenReason}`)
              : t("results.hidden", { min: data.minimum })
          }
          description={
            data.hiddenReason === "group"
              ? t("results.groupHidden", { min: data.minimum })
              : data.hiddenReason
                ? undefined
                : t("results.hiddenText")
          }
        />
      ) : data.total === 0 ? (
        <NonIdealState icon="horizontal-bar-chart" title={t("results.noAnswers")} />
      ) : (
        <ol className="polls-questions">
          {poll.questions.map((question, index) => {
            const result = data.questions.find((item) => item.id === question.id);
            const title = `${index + 1}. ${question.text}`;
            return (
              <li key={question.id}>
                <Card className="polls-question" elevation={0}>
                  <section aria-label={title}>
                    <h2 className="polls-question-text">{title}</h2>
                    <p className="polls-muted">
                      {t(`kinds.${question.kind}`)} · {t("results.answered", { count: result?.answered ?? 0 })}
                      {result?.average !== undefined
                        ? ` · ${t("results.average", { value: number.format(result.average) })}`
                        : ""}
                    </p>
                    {isTextKind(question.kind) ? (
                      <TextAnswers pollId={poll._id} questionId={question.id} />
                    ) : result ? (
                      <CountsChart
                        label={title}
                        data={barsOf(question, result)}
                        formatCount={(bar) => t("results.share", { percent: percent(bar.count, result.answered) })}
                      />
                    ) : (
                      <Callout>{t("results.noAnswers")}</Callout>
                    )}
                  </section>
                </Card>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
