import type { ClientView } from "@intranet/contracts";
import type { SsoSettingsView } from "@intranet/contracts/sso";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ssoApi } from "../../../api/sso";
import { QueryState } from "../../../ui/QueryState";
import { useEmployeesTranslation } from "../i18n";
import { SsoSettingsForm } from "./SsoSettingsForm";

export const ssoKeys = {
  settings: (client: string) => ["employeeCabinet", "sso", client] as const,
  config: ["sso", "config"] as const,
};

/**
 * The company's single sign-on provider (GET/PUT /api/clients/{id}/settings/sso, issue 41), with
 * the addresses to register at the provider from the deployment's user pool (GET /api/sso/config).
 */
export function SsoCard({ client }: { client: ClientView }) {
  const { t } = useEmployeesTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: ssoKeys.settings(client._id), queryFn: () => ssoApi.settings(client._id) });
  const config = useQuery({ queryKey: ssoKeys.config, queryFn: ssoApi.config, staleTime: Infinity });
  const saved = (view: SsoSettingsView) => queryClient.setQueryData(ssoKeys.settings(client._id), view);
  if (!settings.data) return <QueryState query={settings} errorTitle={t("integrations.sso.loadError")} />;
  // Keyed by what is stored: a save opens the form afresh.
  return (
    <SsoSettingsForm
      key={JSON.stringify(settings.data)}
      client={client}
      view={settings.data}
      config={config.data}
      onSaved={saved}
    />
  );
}
