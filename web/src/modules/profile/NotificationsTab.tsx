import { Button } from "@blueprintjs/core";
import { useState } from "react";
import { SettingsDialog } from "../notifications/public";
import { useProfileTranslation } from "./i18n";

/** The notifications tab (one's own profile): the notification center's channel settings for this person. */
export function NotificationsTab({ userId }: { userId: string }) {
  const { t } = useProfileTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="cabinet-tab profile-notifications">
      <h2 className="profile-section-title">{t("notifications.title")}</h2>
      <p className="profile-hint">{t("notifications.text")}</p>
      <div>
        <Button icon="cog" text={t("notifications.open")} onClick={() => setOpen(true)} />
      </div>
      {open ? <SettingsDialog userId={userId} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
