import { Button, Callout, Card, Checkbox, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import type { ClientView, ErrorCode } from "@intranet/contracts";
import {
  anonymousResultsModes,
  pollLimits,
  pollTypes,
  type AnonymousResultsMode,
  type PollType,
  type PollView,
} from "@intranet/contracts/polls";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { FormProblems } from "../../../forms/FormProblems";
import { useFormErrors } from "../../../forms/useFormErrors";
import { translateCode } from "../../../i18n/translateMessage";
import { ChoiceRadios } from "../../../ui/ChoiceRadios";
import { showToast } from "../../../ui/toast";
import { pollsApi, pollsKeys } from "../api";
import { pollPath, pollsPath } from "../paths";
import { typeIcons } from "../PollTags";
import {
  bodyOf,
  draftOf,
  emptyDraft,
  newQuestion,
  serverFieldErrors,
  validateDraft,
  type DraftErrors,
  type PollDraft,
} from "./draft";
import { QuestionList } from "./QuestionList";
import { RecipientsField } from "../../../shared/RecipientsField";
import { LinkButton } from "../../../ui/LinkButton";
import { usePollsTranslation } from "../i18n";

/**
 * /poll/new and a poll's editing (`/poll/{_id}?edit`): name, description, type, recipients,
 * mandatory flag and the questions, reordered by dragging. The contract's rules are checked before
 * sending, with the same catalogue texts the API would answer; once the poll has answers its type
 * and questions are shown, not edited (the API refuses them: polls.has_answers).
 */
export function PollEditor({ client, poll }: { client: ClientView; poll?: PollView }) {
  const { t } = usePollsTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PollDraft>(() => (poll ? draftOf(poll) : emptyDraft()));
  // Checked again at each change after the first submit; an API refusal stays until its field changes.
  const checks = useFormErrors<PollDraft, string>(draft, validateDraft);
  const errors = checks.errors as DraftErrors;
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const locked = !!poll && poll.answersCount > 0;
  const change = (patch: Partial<PollDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const error = (key: string) => errors[key] as ErrorCode | undefined;
  const title = poll ? t("editor.editTitle") : t("editor.newTitle");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!checks.check()) return;
    setSaving(true);
    try {
      const body = bodyOf(draft);
      const saved = poll
        ? await pollsApi.update(poll._id, body, { no_show: true })
        : await pollsApi.create(body, { no_show: true });
      queryClient.setQueryData(pollsKeys.poll(saved._id), saved);
      void queryClient.invalidateQueries({
        queryKey: pollsKeys.all,
        predicate: (query) => query.queryKey[1] === "list",
      });
      void showToast(poll ? t("editor.saved") : t("editor.created", { name: saved.name }));
      void navigate(pollPath(saved._id));
    } catch (caught) {
      if (!checks.refuse(serverFieldErrors(caught))) setFailure(caught);
    } finally {
      setSaving(false);
    }
  };

  const nameError = error("name");
  const listError = error("questions");
  return (
    <form
      className="polls polls-page polls-editor"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={title}
    >
      <h1 className="polls-title">{title}</h1>
      <FormProblems failure={failure} invalid={checks.invalid} />
      <Card className="polls-section" elevation={0}>
        <FormGroup
          label={t("editor.name")}
          labelFor="poll-name"
          intent={nameError ? "danger" : "none"}
          helperText={nameError ? <span role="alert">{translateCode(t, nameError)}</span> : undefined}
        >
          <InputGroup
            id="poll-name"
            value={draft.name}
            maxLength={pollLimits.nameMax}
            intent={nameError ? "danger" : "none"}
            onValueChange={(name) => change({ name })}
            autoFocus={!poll}
          />
        </FormGroup>
        <FormGroup label={t("editor.description")} labelFor="poll-description">
          <TextArea
            id="poll-description"
            fill
            autoResize
            rows={2}
            maxLength={pollLimits.descriptionMax}
            value={draft.description}
            onChange={(event) => change({ description: event.currentTarget.value })}
          />
        </FormGroup>
        <ChoiceRadios
          label={t("editor.type")}
          value={draft.type}
          disabled={locked}
          onChange={(type: PollType) => change({ type })}
          choices={pollTypes.map((type) => ({
            value: type,
            name: t(`types.${type}`),
            hint: t(`typeHints.${type}`),
            icon: typeIcons[type],
          }))}
        />
        {draft.type === "anonymous" ? (
          <ChoiceRadios
            label={t("anonymousResults.label")}
            value={draft.anonymousResults}
            disabled={locked}
            onChange={(anonymousResults: AnonymousResultsMode) => change({ anonymousResults })}
            choices={anonymousResultsModes.map((mode) => ({
              value: mode,
              name: t(`anonymousResults.${mode}`),
              hint: t(`anonymousResults.${mode}Hint`, { min: pollLimits.anonymityMin }),
            }))}
          />
        ) : null}
        <RecipientsField
          clientId={client._id}
          forAll={draft.forAll}
          recipients={draft.recipients}
          error={error("recipients")}
          labels={{
            field: t("editor.recipients"),
            forAll: t("editor.forAll"),
            kind: t("audience.kind"),
            none: t("audience.none"),
          }}
          onChange={change}
        />
        <Checkbox
          label={t("editor.mandatory")}
          checked={draft.mandatory}
          onChange={(event) => change({ mandatory: event.currentTarget.checked })}
        />
      </Card>
      <section className="polls-editor-questions" aria-labelledby="poll-questions">
        <h2 id="poll-questions" className="polls-section-title">
          {t("editor.questions")}
        </h2>
        {locked ? <Callout intent="warning">{t("editor.locked")}</Callout> : null}
        {listError ? (
          <p className="polls-field-error" role="alert">
            {translateCode(t, listError)}
          </p>
        ) : null}
        <QuestionList
          questions={draft.questions}
          errors={errors}
          locked={locked}
          onChange={(questions) => change({ questions })}
        />
        {locked || draft.questions.length >= pollLimits.questionsMax ? null : (
          <Button
            icon="plus"
            text={t("editor.addQuestion")}
            onClick={() => change({ questions: [...draft.questions, newQuestion()] })}
          />
        )}
      </section>
      <div className="polls-actions">
        <LinkButton to={poll ? pollPath(poll._id) : pollsPath} text={t("ui:common.cancel")} />
        <Button type="submit" intent="primary" loading={saving} text={poll ? t("editor.save") : t("editor.create")} />
      </div>
    </form>
  );
}
