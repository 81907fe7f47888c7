import { useQuery } from "@tanstack/react-query";
import { QueryState } from "../../../ui/QueryState";
import { vacationKeys, vacationsApi } from "../api";
import { useVacationsTranslation } from "../i18n";
import { SettingsForm } from "./SettingsForm";

/** The company's vacation settings (admins): read, then edited in a form that starts from them. */
export function SettingsTab({ client }: { client: string }) {
  const { t } = useVacationsTranslation();
  const settings = useQuery({ queryKey: vacationKeys.settings(client), queryFn: () => vacationsApi.settings(client) });
  if (!settings.data) return <QueryState query={settings} errorTitle={t("loadFailed")} />;
  return <SettingsForm key={JSON.stringify(settings.data)} client={client} saved={settings.data} />;
}
