import { Button, Card, FormGroup, HTMLSelect } from "@blueprintjs/core";
import {
  ideaLimits,
  ideaMoves,
  ideaStatusBodySchema,
  type IdeaStatus,
  type IdeaStatusBody,
  type IdeaView,
} from "@intranet/contracts/ideas";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { isApiError } from "../../../api/errors";
import { schemaResolver } from "../../../forms/zodForm";
import { errorText } from "../../../i18n/errorText";
import { TextAreaField } from "../../../ui/TextAreaField";
import { showToast } from "../../../ui/toast";
import { ideasApi, ideasKeys } from "../api";
import { useIdeasTranslation } from "../i18n";

interface Values {
  status: IdeaStatus;
  reason: string;
  revision: number;
}

/** The contract's rule: declining needs a reason (the same message before and after sending). */
const resolver = schemaResolver<Values, IdeaStatusBody>(ideaStatusBodySchema);

/**
 * A recipient moves the idea by the allowed steps, with a reason when declining (a note otherwise),
 * on the revision they saw; when someone changed it meanwhile (409 ideas.already_changed) the idea
 * is reloaded and the form keeps what was written, to send again. Its parent keys it by the status.
 */
export function MoveStatus({ idea }: { idea: IdeaView }) {
  const { t } = useIdeasTranslation();
  const queryClient = useQueryClient();
  const moves = ideaMoves[idea.status];
  const form = useForm<Values, unknown, IdeaStatusBody>({
    resolver,
    defaultValues: { status: moves[0] ?? idea.status, reason: "", revision: idea.revision },
  });
  // A reloaded idea (a comment came meanwhile) is moved on the revision now shown.
  useEffect(() => form.setValue("revision", idea.revision), [form, idea.revision]);
  const status = useWatch({ control: form.control, name: "status" });
  const submit = form.handleSubmit(async (body) => {
    try {
      const next = await ideasApi.setStatus(idea._id, body, { no_show: true });
      queryClient.setQueryData(ideasKeys.idea(idea._id), next);
      void queryClient.invalidateQueries({ queryKey: ideasKeys.lists, refetchType: "none" });
      void showToast(t("move.moved"));
    } catch (error) {
      void showToast(errorText(t, error), "danger");
      if (isApiError(error) && error.code === "ideas.already_changed")
        await queryClient.invalidateQueries({ queryKey: ideasKeys.idea(idea._id) });
    }
  });
  if (!moves.length) return null;
  const busy = form.formState.isSubmitting;
  return (
    <Card className="ideas-side-card">
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("move.title")}>
          <h2 className="ideas-section-title">{t("move.title")}</h2>
          <FormGroup label={t("move.to")} labelFor="ideas-move-status">
            <HTMLSelect id="ideas-move-status" fill disabled={busy} {...form.register("status")}>
              {moves.map((to) => (
                <option key={to} value={to}>
                  {t(`status.${to}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <TextAreaField
            name="reason"
            label={t(status === "declined" ? "move.reason" : "move.note")}
            maxLength={ideaLimits.reasonMax}
            rows={3}
            disabled={busy}
          />
          <Button type="submit" intent="primary" icon="tick" text={t("move.submit")} loading={busy} />
        </form>
      </FormProvider>
    </Card>
  );
}
