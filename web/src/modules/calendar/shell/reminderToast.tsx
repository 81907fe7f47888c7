import type { ServerEvent } from "@intranet/contracts";
import { i18n } from "../../../i18n";
import { lazyToaster } from "../../../ui/toaster";
import "../i18n";
import "./reminderToast.css";

export type Reminder = Extract<ServerEvent, { type: "calendar.reminder" }>;

/** Loaded with the first reminder (shellPart.tsx), so OverlayToaster and the texts stay out of the shell. */
const toaster = lazyToaster({ position: "top-right", maxToasts: 3, className: "calendar-reminders" });
/** Reminders shown already: a delivery retried by the server shows once (a new start time shows again). */
const shown = new Set<string>();

/**
 * The event warning (product-spec §9: under 10 minutes before the start): a warning toast with the
 * event's name, how soon it starts and, for a web conference, Join. It stays until closed (the
 * person may be away from the screen); a repeated push shows once, a moved start replaces it.
 */
export async function showReminder(reminder: Reminder, now = Date.now()): Promise<void> {
  const seen = `${reminder.occurrenceId} ${reminder.start}`;
  if (shown.has(seen)) return;
  shown.add(seen);
  await i18n.loadNamespaces("calendar");
  const t = i18n.getFixedT(null, "calendar");
  const minutes = Math.ceil((Date.parse(reminder.start) - now) / 60_000);
  (await toaster.get()).show(
    {
      intent: "warning",
      icon: "time",
      timeout: 0,
      message: (
        <div className="calendar-reminder">
          <strong>{reminder.name}</strong>
          <span>{minutes > 0 ? t("reminder.startsIn", { count: minutes }) : t("reminder.startsNow")}</span>
        </div>
      ),
      action: reminder.link
        ? { text: t("reminder.join"), icon: "video", href: reminder.link, target: "_blank" }
        : undefined,
    },
    reminder.occurrenceId,
  );
}

/** Removes every reminder (sign-out, the shell leaving). */
export function clearReminders(): void {
  shown.clear();
  void toaster.clear();
}
