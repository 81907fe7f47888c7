import { Button } from "@blueprintjs/core";
import type { SsoConfigView, SsoProviderType, SsoSettingsView } from "@intranet/contracts/sso";
import { showToast } from "../../../ui/toast";
import { useEmployeesTranslation } from "../i18n";
import "./ssoCard.css";

/**
 * What the admin registers at their provider: the user pool's reply address (OIDC: the redirect
 * URI; SAML: the ACS URL and the pool's entity ID), each with a copy button, and the provider's
 * fixed name in the pool. Cognito's own addresses, since the pool brokers the company's provider.
 */
export function SsoProviderUrls({
  type,
  view,
  config,
}: {
  type: SsoProviderType;
  view: SsoSettingsView;
  config: SsoConfigView | undefined;
}) {
  const { t } = useEmployeesTranslation();
  if (!config) return null;
  if (!config.enabled)
    return (
      <p className="cabinet-note" role="status">
        {t("integrations.sso.notConfigured")}
      </p>
    );
  const rows =
    type === "saml"
      ? [
          { label: t("integrations.sso.acsUrl"), value: `https://${config.domain}/saml2/idpresponse` },
          { label: t("integrations.sso.entityId"), value: `urn:amazon:cognito:sp:${config.userPoolId}` },
        ]
      : [{ label: t("integrations.sso.redirectUri"), value: `https://${config.domain}/oauth2/idpresponse` }];
  rows.push({ label: t("integrations.sso.providerName"), value: view.providerName });
  const copy = async (value: string) => {
    await navigator.clipboard.writeText(value);
    void showToast(t("integrations.sso.copied"));
  };
  return (
    <section className="cabinet-sso-urls" aria-label={t("integrations.sso.register")}>
      <h4>{t("integrations.sso.register")}</h4>
      <dl>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <code>{row.value}</code>
              <Button
                size="small"
                variant="minimal"
                icon="duplicate"
                aria-label={`${t("integrations.sso.copy")}: ${row.label}`}
                title={t("integrations.sso.copy")}
                onClick={() => void copy(row.value)}
              />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
