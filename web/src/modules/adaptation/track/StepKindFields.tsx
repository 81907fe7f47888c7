import { FormGroup, InputGroup, Switch } from "@blueprintjs/core";
import type { StepFields } from "@intranet/contracts/adaptation";
import type { FieldErrors } from "../../../forms/useFormErrors";
import { useShellData } from "../../../shell/useShellData";
import { ArticlePicker } from "../../articles/public";
import { FieldError } from "../FieldError";
import { useAdaptTranslation } from "../i18n";
import { AchievementSelect } from "./AchievementSelect";
import { PollSelect } from "./PollSelect";
import type { StepField } from "./stepDraft";

/**
 * What a step's kind needs: a task may need the mentor's check; an award gives coins and/or an
 * achievement; an article is picked from the knowledge base; a link is an address; a poll is picked.
 */
export function StepKindFields({
  draft,
  set,
  errors,
  client,
}: {
  draft: StepFields;
  set: (change: Partial<StepFields>) => void;
  errors: FieldErrors<StepField>;
  client: string;
}) {
  const { t } = useAdaptTranslation();
  const { me } = useShellData();
  const error = (field: StepField) => (errors[field] ? <FieldError code={errors[field]} /> : undefined);
  const intent = (field: StepField) => (errors[field] ? "danger" : "none");
  switch (draft.kind) {
    case "task":
      return (
        <Switch
          checked={draft.check}
          label={t("step.check")}
          onChange={(event) => set({ check: event.currentTarget.checked })}
        />
      );
    case "award":
      return (
        <div className="adapt-form-row">
          <FormGroup
            label={t("step.amount")}
            labelFor="adapt-step-amount"
            helperText={error("amount")}
            intent={intent("amount")}
          >
            <InputGroup
              id="adapt-step-amount"
              type="number"
              min={0}
              value={String(draft.amount)}
              intent={intent("amount")}
              onValueChange={(value) => set({ amount: Number(value) })}
            />
          </FormGroup>
          <FormGroup label={t("step.achievement")} labelFor="adapt-step-achievement">
            <AchievementSelect
              id="adapt-step-achievement"
              client={client}
              value={draft.achievementId}
              onChange={(achievementId) => set({ achievementId })}
            />
          </FormGroup>
        </div>
      );
    case "article":
      return (
        <FormGroup label={t("step.article")} helperText={error("articleId")} intent={intent("articleId")}>
          <ArticlePicker
            client={client}
            user={me._id}
            value={draft.articleId}
            onChange={(articleId) => set({ articleId })}
            labels={{
              search: t("step.findArticle"),
              chosen: (title) => t("step.chosenArticle", { title }),
              clear: t("step.clearArticle"),
              none: t("step.noArticle"),
            }}
          />
        </FormGroup>
      );
    case "link":
      return (
        <FormGroup label={t("step.url")} labelFor="adapt-step-url" helperText={error("url")} intent={intent("url")}>
          <InputGroup
            id="adapt-step-url"
            type="url"
            placeholder="https://"
            maxLength={500}
            value={draft.url ?? ""}
            intent={intent("url")}
            onValueChange={(url) => set({ url })}
          />
        </FormGroup>
      );
    case "poll":
      return (
        <FormGroup
          label={t("step.poll")}
          labelFor="adapt-step-poll"
          helperText={error("pollId")}
          intent={intent("pollId")}
        >
          <PollSelect
            id="adapt-step-poll"
            client={client}
            value={draft.pollId}
            onChange={(pollId) => set({ pollId })}
          />
        </FormGroup>
      );
  }
}
