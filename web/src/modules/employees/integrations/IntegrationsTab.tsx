import type { ClientView } from "@intranet/contracts";
import type { CompanyIntegrationsView } from "@intranet/contracts/admin";
import type { IntegrationsView } from "@intranet/contracts/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { QueryState } from "../../../ui/QueryState";
import { cabinetApi, cabinetKeys } from "../cabinetApi";
import { useEmployeesTranslation } from "../i18n";
import { TelegramCard, WebhookCard } from "./ChatCards";
import { ChatTest } from "./ChatTest";
import { HrmCard } from "./HrmCard";
import { MailingCard } from "./MailingCard";
import { SsoCard } from "./SsoCard";
import { SignInPolicyCard } from "./SignInPolicyCard";

/**
 * The cabinet's "integrations" tab: the 1C personnel system and the mailing service
 * (GET/PUT /api/clients/{id}/integrations), and the chats notifications are posted to
 * (GET/PUT /api/notification/integrations/{client_id}, with a test message). Secrets are write-only.
 */
export function IntegrationsTab({ client }: { client: ClientView }) {
  const { t } = useEmployeesTranslation();
  const queryClient = useQueryClient();
  const company = useQuery({
    queryKey: cabinetKeys.integrations(client._id),
    queryFn: () => cabinetApi.integrations(client._id),
  });
  const chats = useQuery({ queryKey: cabinetKeys.chats(client._id), queryFn: () => cabinetApi.chats(client._id) });
  const companySaved = (view: CompanyIntegrationsView) =>
    queryClient.setQueryData(cabinetKeys.integrations(client._id), view);
  const chatsSaved = (view: IntegrationsView) => queryClient.setQueryData(cabinetKeys.chats(client._id), view);

  return (
    <section className="cabinet-tab cabinet-integrations" aria-label={t("tabs.integrations")}>
      <h2 className="cabinet-subtitle">{t("integrations.systems")}</h2>
      {company.data ? (
        <>
          {/* Keyed by what is stored: a save or a removal opens the card afresh. */}
          <HrmCard
            key={`hrm${JSON.stringify(company.data.hrm)}`}
            client={client}
            hrm={company.data.hrm}
            onSaved={companySaved}
          />
          <MailingCard
            key={`mailing${JSON.stringify(company.data.mailing)}`}
            client={client}
            mailing={company.data.mailing}
            onSaved={companySaved}
          />
        </>
      ) : (
        <QueryState query={company} errorTitle={t("integrations.loadError")} />
      )}
      <SsoCard client={client} />
      <SignInPolicyCard client={client} />
      <h2 className="cabinet-subtitle">{t("integrations.chats.title")}</h2>
      <p className="cabinet-note">{t("integrations.chats.hint")}</p>
      {chats.data ? (
        <>
          <TelegramCard
            key={`telegram${JSON.stringify(chats.data.telegram)}`}
            clientId={client._id}
            view={chats.data.telegram}
            onSaved={chatsSaved}
          />
          {(["teams", "slack"] as const).map((channel) => (
            <WebhookCard
              key={`${channel}${JSON.stringify(chats.data[channel])}`}
              clientId={client._id}
              channel={channel}
              view={chats.data[channel]}
              onSaved={chatsSaved}
            />
          ))}
          <ChatTest clientId={client._id} connected={!!(chats.data.telegram || chats.data.teams || chats.data.slack)} />
        </>
      ) : (
        <QueryState query={chats} errorTitle={t("integrations.chatsLoadError")} />
      )}
    </section>
  );
}
