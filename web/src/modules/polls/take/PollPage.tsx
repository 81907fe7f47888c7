import { Button, Callout, Card, NonIdealState } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import type { AnswerValue, PollView } from "@intranet/contracts/polls";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { isApiError } from "../../../api/errors";
import { errorText } from "../../../i18n/errorText";
import { translateCode } from "../../../i18n/translateMessage";
import { usePeople } from "../../../shared/usePeople";
import { usePersonName } from "../../../shared/usePersonName";
import { useDateTime } from "../../../shared/useDateTime";
import { pollsApi, pollsKeys } from "../api";
import { LinkButton } from "../../../ui/LinkButton";
import { pollsPath, resultsPath } from "../paths";
import { PollTags } from "../PollTags";
import { AnswerInput } from "./AnswerInput";
import { ManageBar } from "./ManageBar";
import { answers, clearProgress, progressKey, readProgress, submission, writeProgress, type Answers } from "./progress";
import { usePollsTranslation } from "../i18n";

/**
 * /poll/{_id}: the poll with one card per question. A recipient answers it (progress kept on this
 * device until sent); otherwise it says why not (answered, finished). Its author and admins manage it.
 */
export function PollPage({ me, client, poll }: { me: UserView; client: ClientView; poll: PollView }) {
  const { t } = usePollsTranslation();
  const date = useDateTime();
  const name = usePersonName();
  const { byId } = usePeople(client._id);
  const author = byId.get(poll.author);
  const [sent, setSent] = useState(false);
  return (
    <div className="polls polls-page">
      <LinkButton to={pollsPath} icon="arrow-left" text={t("take.back")} />
      <header className="polls-poll-head">
        <h1 className="polls-title">{poll.name}</h1>
        <PollTags poll={poll} />
        {poll.description ? <p className="polls-description">{poll.description}</p> : null}
        <p className="polls-muted">
          {author ? `${t("take.by", { name: name(author) })} · ` : ""}
          {t("card.created", { date: date(poll.createdAt) })}
        </p>
        <ManageBar poll={poll} />
      </header>
      {sent ? (
        <NonIdealState
          icon="tick"
          title={t("take.sent")}
          description={t("take.sentText")}
          action={
            poll.can.results ? <LinkButton to={resultsPath(poll._id)} primary text={t("manage.results")} /> : undefined
          }
        />
      ) : poll.answeredAt ? (
        <NonIdealState
          icon="tick"
          title={t("take.answered")}
          description={t("take.answeredText", { date: date(poll.answeredAt) })}
        />
      ) : poll.status === "finished" ? (
        <NonIdealState icon="stop" title={t("take.finished")} description={t("take.finishedText")} />
      ) : poll.can.answer ? (
        <TakeForm me={me} client={client} poll={poll} onSent={() => setSent(true)} />
      ) : (
        <QuestionsPreview poll={poll} />
      )}
    </div>
  );
}

/** The questions as they are asked, for the author or an admin who is not a recipient. */
function QuestionsPreview({ poll }: { poll: PollView }) {
  return (
    <ol className="polls-questions">
      {poll.questions.map((question, index) => (
        <li key={question.id}>
          <QuestionBox poll={poll} index={index} value={undefined} onChange={() => undefined} disabled />
        </li>
      ))}
    </ol>
  );
}

function QuestionBox({
  poll,
  index,
  value,
  missing,
  disabled,
  onChange,
}: {
  poll: PollView;
  index: number;
  value: AnswerValue | undefined;
  missing?: boolean;
  disabled?: boolean;
  onChange: (value: AnswerValue | undefined) => void;
}) {
  const { t } = usePollsTranslation();
  const question = poll.questions[index]!;
  const labelId = `poll-${question.id}`;
  return (
    <Card className={`polls-question${missing ? " polls-question-missing" : ""}`} elevation={0}>
      <section aria-labelledby={labelId}>
        <h2 className="polls-question-text" id={labelId}>
          {index + 1}. {question.text}
          {question.mandatory ? (
            <span className="polls-mandatory" title={t("take.mandatory")}>
              {" *"}
            </span>
          ) : null}
        </h2>
        <AnswerInput question={question} value={value} labelId={labelId} disabled={disabled} onChange={onChange} />
        {missing ? (
          <p className="polls-field-error" role="alert">
            {translateCode(t, "polls.mandatory_unanswered")}
          </p>
        ) : null}
      </section>
    </Card>
  );
}

/** The answering form: progress saved on every change and restored on return, sent once. */
function TakeForm({
  me,
  client,
  poll,
  onSent,
}: {
  me: UserView;
  client: ClientView;
  poll: PollView;
  onSent: () => void;
}) {
  const { t } = usePollsTranslation();
  const queryClient = useQueryClient();
  const key = progressKey(client._id, me._id, poll._id);
  const [progress, setProgress] = useState<Answers>(() => readProgress(key, poll.questions));
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const set = (id: string, value: AnswerValue | undefined) => {
    const next = { ...progress };
    if (value === undefined) delete next[id];
    else next[id] = value;
    setProgress(next);
    writeProgress(key, next);
  };
  const done = poll.questions.filter((question) => answers(question, progress[question.id])).length;
  const missing = (index: number) => {
    const question = poll.questions[index]!;
    return checked && question.mandatory && !answers(question, progress[question.id]);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (poll.questions.some((question) => question.mandatory && !answers(question, progress[question.id]))) return;
    setSending(true);
    try {
      await pollsApi.submit(poll._id, submission(poll.questions, progress));
      clearProgress(key);
      onSent();
      void queryClient.invalidateQueries({ queryKey: pollsKeys.all });
    } catch (error) {
      if (isApiError(error) && error.code === "polls.already_answered") clearProgress(key);
      setFailure(error);
    } finally {
      setSending(false);
    }
  };
  const unanswered = checked && poll.questions.some((_, index) => missing(index));
  return (
    <form className="polls-take" onSubmit={(event) => void submit(event)} noValidate aria-label={poll.name}>
      <p className="polls-muted">
        {t("take.mandatoryHint")} {t("take.saved")}
        {poll.type === "anonymous" ? ` ${t("take.anonymous")}` : ""}
      </p>
      <ol className="polls-questions">
        {poll.questions.map((question, index) => (
          <li key={question.id}>
            <QuestionBox
              poll={poll}
              index={index}
              value={progress[question.id]}
              missing={missing(index)}
              onChange={(value) => set(question.id, value)}
            />
          </li>
        ))}
      </ol>
      {failure ? (
        <Callout intent="danger" role="alert">
          {errorText(t, failure)}
        </Callout>
      ) : null}
      {unanswered ? (
        <Callout intent="danger" role="alert">
          {translateCode(t, "polls.mandatory_unanswered")}
        </Callout>
      ) : null}
      <div className="polls-actions polls-take-actions">
        <span className="polls-muted" role="status">
          {t("take.progress", { done, total: poll.questions.length })}
        </span>
        <Button type="submit" intent="primary" loading={sending} text={t("take.submit")} />
      </div>
    </form>
  );
}
