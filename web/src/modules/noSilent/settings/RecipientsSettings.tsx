import { Button, Callout } from "@blueprintjs/core";
import type { Audience } from "@intranet/contracts/audiences";
import type { ReportSettingsView } from "@intranet/contracts/noSilent";
import { useMutation, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../../api/errors";
import { errorText } from "../../../i18n/errorText";
import { RecipientsField } from "../../../shared/RecipientsField";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { noSilentApi, noSilentKeys } from "../api";
import { useNoSilentTranslation } from "../i18n";

/** Settings (admins): who receives the reports — people or audiences; none means the company's admins. */
export function RecipientsSettings({ client, query }: { client: string; query: UseQueryResult<ReportSettingsView> }) {
  const { t } = useNoSilentTranslation();
  if (!query.data) return <QueryState query={query} errorTitle={t("loadFailed")} />;
  return <SettingsForm key={query.dataUpdatedAt} client={client} saved={query.data.recipients} />;
}

function SettingsForm({ client, saved }: { client: string; saved: Audience[] }) {
  const { t } = useNoSilentTranslation();
  const queryClient = useQueryClient();
  const [recipients, setRecipients] = useState(saved);
  const save = useMutation({
    mutationFn: () => noSilentApi.saveSettings(client, { recipients }),
    onSuccess: (view) => {
      queryClient.setQueryData(noSilentKeys.settings(client), view);
      void showToast(t("ui:common.saved"));
    },
  });
  const fieldError =
    isApiError(save.error) && save.error.code === "reports.too_many_recipients" ? save.error.code : undefined;
  return (
    <form
      className="no-silent-settings"
      aria-label={t("settings.title")}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <h2 className="no-silent-section-title">{t("settings.title")}</h2>
      <p className="no-silent-muted">{t("settings.hint")}</p>
      {save.error && !fieldError ? (
        <Callout intent="danger" role="alert" className="no-silent-callout">
          {errorText(t, save.error)}
        </Callout>
      ) : null}
      <RecipientsField
        clientId={client}
        forAll={false}
        recipients={recipients}
        error={fieldError}
        labels={{ field: t("settings.field"), kind: t("settings.kind"), none: t("settings.none") }}
        onChange={(change) => setRecipients(change.recipients)}
      />
      <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending} text={t("settings.save")} />
    </form>
  );
}
