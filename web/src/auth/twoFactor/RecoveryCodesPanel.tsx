import { useState } from "react";
import { Button } from "../../ui/bp/Button";
import { useTwoFactorTranslation } from "./i18n";

/** The recovery codes, shown once, with copy and download; `onDone` when the person saved them. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTwoFactorTranslation();
  const [copied, setCopied] = useState(false);
  const text = codes.join("\n");
  const copy = () => void navigator.clipboard?.writeText(text).then(() => setCopied(true));
  const download = () => {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: "text/plain" }));
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <section className="two-factor-recovery" aria-label={t("recovery.title")}>
      <h2>{t("recovery.title")}</h2>
      <p>{t("recovery.hint")}</p>
      <ul className="two-factor-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="two-factor-actions">
        <Button
          icon={copied ? "tick" : "duplicate"}
          text={t(copied ? "recovery.copied" : "recovery.copy")}
          onClick={copy}
        />
        <Button icon="download" text={t("recovery.download")} onClick={download} />
        <Button intent="primary" text={t("recovery.done")} onClick={onDone} />
      </div>
    </section>
  );
}
