import { Card } from "@blueprintjs/core";
import { LinkButton } from "../../../ui/LinkButton";
import { useAdminTranslation } from "../i18n";

/** Where the employee cabinet's tab of the same name is (`/employees/?tab=…`): one editor, not two. */
const cabinetTab = { notifications: "notifications", interface: "interface" } as const;

/**
 * The notification settings and the interface are edited in the employee cabinet: the panel's tab
 * says what is set there and links to it.
 */
export function ElsewhereTab({ kind }: { kind: keyof typeof cabinetTab }) {
  const { t } = useAdminTranslation();
  return (
    <Card className="admin-card admin-elsewhere">
      <h2 className="admin-card-title">{t(`elsewhere.${kind}Title`)}</h2>
      <p>{t(`elsewhere.${kind}Text`)}</p>
      <LinkButton
        to={`/employees/?tab=${cabinetTab[kind]}`}
        icon="arrow-right"
        primary
        text={t(`elsewhere.${kind}Link`)}
      />
    </Card>
  );
}
