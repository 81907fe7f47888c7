import { Button } from "@blueprintjs/core";
import { useProfileTranslation } from "./i18n";

/** Save and Cancel under a profile tab's inline form. */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useProfileTranslation();
  return (
    <div className="profile-form-actions">
      <Button type="submit" intent="primary" loading={saving} text={t("ui:common.save")} />
      <Button text={t("ui:common.cancel")} disabled={saving} onClick={onCancel} />
    </div>
  );
}
