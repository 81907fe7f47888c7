import type { TwoFactorSetup } from "@intranet/contracts/auth";
import { useTwoFactorTranslation } from "./i18n";
import { QrCode } from "./QrCode";

/** What to add to an authenticator: the QR code and the key as text (shown while enrolling only). */
export function EnrolPanel({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useTwoFactorTranslation();
  return (
    <div className="two-factor-enrol">
      <p>{t("enrol.scan")}</p>
      <QrCode text={setup.uri} alt={t("enrol.qrAlt")} />
      <p className="two-factor-key">
        {t("enrol.key")}: <code>{setup.secret.replace(/(.{4})/g, "$1 ").trim()}</code>
      </p>
      <p>{t("enrol.confirm")}</p>
    </div>
  );
}
