import { Button, Callout } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import {
  adminLimits,
  aiCompanyDataSchema,
  type AiCompanyData,
  type AiCompanyDataView,
} from "@intranet/contracts/admin";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { FormProvider, useForm } from "react-hook-form";
import { useSaveOutcome } from "../../../forms/useSaveOutcome";
import { schemaResolver } from "../../../forms/zodForm";
import { useDateTime } from "../../../shared/useDateTime";
import { QueryState } from "../../../ui/QueryState";
import { TextAreaField } from "../../../ui/TextAreaField";
import { cabinetApi, cabinetKeys } from "../cabinetApi";
import { useEmployeesTranslation } from "../i18n";

const aiFields = ["prompt", "industry", "mission", "structure", "values", "terminology", "tone"] as const;
type AiValues = Record<(typeof aiFields)[number], string>;

const resolver = schemaResolver<AiValues, AiCompanyData>(aiCompanyDataSchema);
const valuesOf = (view: AiCompanyDataView): AiValues =>
  Object.fromEntries(aiFields.map((field) => [field, view[field] ?? ""])) as AiValues;

/**
 * The cabinet's "AI settings" tab (GET/PUT /api/clients/{id}/ai): what a coming AI assistant will be
 * told about the company. Stored only; the tab says so.
 */
export function AiTab({ client }: { client: ClientView }) {
  const { t } = useEmployeesTranslation();
  const data = useQuery({ queryKey: cabinetKeys.ai(client._id), queryFn: () => cabinetApi.ai(client._id) });
  return (
    <section className="cabinet-tab" aria-label={t("tabs.ai")}>
      <Callout intent="primary" icon="info-sign">
        {t("ai.notice")}
      </Callout>
      {data.data ? (
        <AiForm view={data.data} clientId={client._id} />
      ) : (
        <QueryState query={data} errorTitle={t("ai.loadError")} />
      )}
    </section>
  );
}

function AiForm({ view, clientId }: { view: AiCompanyDataView; clientId: string }) {
  const { t } = useEmployeesTranslation();
  const when = useDateTime();
  const queryClient = useQueryClient();
  const form = useForm<AiValues, unknown, AiCompanyData>({ resolver, defaultValues: valuesOf(view) });
  const outcome = useSaveOutcome<AiValues>(aiFields, form.setError);
  const submit = form.handleSubmit((body) =>
    outcome.run(async () => {
      // Every field is sent: an emptied one is stored empty, not kept.
      const full = Object.fromEntries(aiFields.map((field) => [field, body[field] ?? ""])) as AiCompanyData;
      const saved = await cabinetApi.putAi(clientId, full);
      queryClient.setQueryData(cabinetKeys.ai(clientId), saved);
      form.reset(valuesOf(saved));
    }),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="cabinet-ai" aria-label={t("tabs.ai")}>
        {outcome.alert}
        {aiFields.map((field) => (
          <div key={field} className={field === "prompt" ? "cabinet-ai-field cabinet-ai-wide" : "cabinet-ai-field"}>
            <TextAreaField
              name={field}
              label={t(`ai.fields.${field}`)}
              placeholder={t(`ai.hints.${field}`)}
              maxLength={field === "prompt" ? adminLimits.aiPromptMaxChars : adminLimits.aiFieldMaxChars}
              rows={field === "prompt" ? 8 : 4}
            />
          </div>
        ))}
        <div className="cabinet-actions cabinet-ai-wide">
          <Button
            type="submit"
            intent="primary"
            loading={form.formState.isSubmitting}
            disabled={!form.formState.isDirty}
            text={t("ui:common.save")}
          />
          {view.updatedAt ? (
            <span className="cabinet-note">{t("ai.updated", { date: when(view.updatedAt) })}</span>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
