import {
  integrationsBodySchema,
  type IntegrationsBody,
  type IntegrationsView,
} from "@intranet/contracts/notifications";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { TextField } from "../../../forms/TextField";
import { schemaResolver } from "../../../forms/zodForm";
import { cabinetApi } from "../cabinetApi";
import { useEmployeesTranslation } from "../i18n";
import { IntegrationCard } from "./IntegrationCard";
import { SecretField } from "./SecretField";
import { useOutcome } from "./useOutcome";

type Saved = (view: IntegrationsView) => void;

interface TelegramValues {
  telegram: { botToken: string; chatId: string };
}
const telegramFields = ["telegram.botToken", "telegram.chatId"] as const;
const telegramResolver = schemaResolver<TelegramValues, IntegrationsBody>(integrationsBodySchema);

/** The company's Telegram bot (PUT /api/notification/integrations/{client_id} { telegram }): a write-only token and the chat. */
export function TelegramCard({
  clientId,
  view,
  onSaved,
}: {
  clientId: string;
  view: IntegrationsView["telegram"];
  onSaved: Saved;
}) {
  const { t } = useEmployeesTranslation();
  const channel = t("integrations.chats.telegram");
  const form = useForm<TelegramValues, unknown, IntegrationsBody>({
    resolver: telegramResolver,
    defaultValues: { telegram: { botToken: "", chatId: view?.chatId ?? "" } },
  });
  const outcome = useOutcome<TelegramValues>(telegramFields, form.setError);
  const [replacing, setReplacing] = useState(!view);
  const submit = form.handleSubmit((body) => {
    if (!view && !body.telegram?.botToken) {
      form.setError("telegram.botToken", { type: "required", message: "notifications.integration_incomplete" });
      return;
    }
    return outcome.run(
      async () => onSaved(await cabinetApi.putChats(clientId, { telegram: body.telegram })),
      t("integrations.chats.saved", { channel }),
    );
  });
  return (
    <FormProvider {...form}>
      <IntegrationCard
        title={channel}
        hint={t("integrations.chats.telegramHint")}
        connected={!!view}
        onSubmit={submit}
        saving={form.formState.isSubmitting}
        saveDisabled={!!view && !form.formState.isDirty}
        confirmDisconnect={t("integrations.chats.confirmDisconnect", { channel })}
        onDisconnect={() =>
          outcome.run(
            async () => onSaved(await cabinetApi.putChats(clientId, { telegram: null })),
            t("integrations.chats.removed", { channel }),
          )
        }
      >
        {outcome.alert}
        <div className="cabinet-form-grid">
          <SecretField
            name="telegram.botToken"
            label={t("integrations.chats.botToken")}
            stored={!!view}
            storedText={view?.botToken}
            replacing={replacing}
            onReplacing={setReplacing}
          />
          <TextField
            name="telegram.chatId"
            label={t("integrations.chats.chatId")}
            placeholder={t("integrations.chats.chatIdHint")}
            autoComplete="off"
          />
        </div>
      </IntegrationCard>
    </FormProvider>
  );
}

type WebhookChannel = "teams" | "slack";
type WebhookValues = Partial<Record<WebhookChannel, { webhookUrl: string }>>;
const webhookResolver = schemaResolver<WebhookValues, IntegrationsBody>(integrationsBodySchema);

/**
 * MS Teams or Slack (PUT /api/notification/integrations/{client_id} { teams | slack }): an incoming
 * webhook's address, which is a secret too: the API shows its host only, so a stored one is replaced
 * or kept, never edited.
 */
export function WebhookCard({
  clientId,
  channel,
  view,
  onSaved,
}: {
  clientId: string;
  channel: WebhookChannel;
  view: IntegrationsView[WebhookChannel];
  onSaved: Saved;
}) {
  const { t } = useEmployeesTranslation();
  const name = t(`integrations.chats.${channel}`);
  const form = useForm<WebhookValues, unknown, IntegrationsBody>({
    resolver: webhookResolver,
    defaultValues: { [channel]: { webhookUrl: "" } },
  });
  const field = `${channel}.webhookUrl` as const;
  const outcome = useOutcome<WebhookValues>([field], form.setError);
  const [replacing, setReplacing] = useState(!view);
  const submit = form.handleSubmit((body) => {
    const part = body[channel];
    if (!part?.webhookUrl) {
      form.setError(field, { type: "required", message: "notifications.webhook_invalid" });
      return;
    }
    return outcome.run(
      async () => onSaved(await cabinetApi.putChats(clientId, { [channel]: part })),
      t("integrations.chats.saved", { channel: name }),
    );
  });
  return (
    <FormProvider {...form}>
      <IntegrationCard
        title={name}
        hint={t(`integrations.chats.${channel}Hint`)}
        connected={!!view}
        onSubmit={submit}
        saving={form.formState.isSubmitting}
        saveDisabled={!!view && !replacing}
        confirmDisconnect={t("integrations.chats.confirmDisconnect", { channel: name })}
        onDisconnect={() =>
          outcome.run(
            async () => onSaved(await cabinetApi.putChats(clientId, { [channel]: null })),
            t("integrations.chats.removed", { channel: name }),
          )
        }
      >
        {outcome.alert}
        <div className="cabinet-webhook">
          <SecretField
            name={field}
            label={t("integrations.chats.webhookUrl")}
            stored={!!view}
            storedText={view?.webhookUrl}
            replacing={replacing}
            onReplacing={setReplacing}
          />
        </div>
      </IntegrationCard>
    </FormProvider>
  );
}
