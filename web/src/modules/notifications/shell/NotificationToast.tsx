import type { NotificationView } from "@intranet/contracts";
import { lazyToaster } from "../../../ui/toaster";
import { notificationText } from "./html";
import { localizedNotification } from "./localized";

/**
 * The popup (product-spec §1 "sound and popup"): a Blueprint toast in the top right corner. Loaded
 * on the first popup (popup.ts), so OverlayToaster stays out of the shell's first chunk.
 */
const toaster = lazyToaster({ position: "top-right", maxToasts: 3, className: "notification-toaster" });

export interface PopupOptions {
  openLabel: string;
  /** The reader's language now: built-in texts show in it (localized.ts). */
  language: string;
  onOpen: () => void;
}

const bodyMaxChars = 180;

function clip(text: string): string {
  return text.length > bodyMaxChars ? `${text.slice(0, bodyMaxChars - 1)}…` : text;
}

export async function showNotificationToast(notification: NotificationView, options: PopupOptions): Promise<void> {
  const texts = localizedNotification(notification, options.language);
  const body = clip(notificationText(texts.body));
  (await toaster.get()).show(
    {
      icon: "notifications",
      intent: "primary",
      timeout: 8000,
      message: (
        <div className="notification-toast">
          <strong className="notification-toast-title">{notificationText(texts.title)}</strong>
          {body ? <span className="notification-toast-body">{body}</span> : null}
        </div>
      ),
      action: notification.link ? { text: options.openLabel, onClick: options.onOpen } : undefined,
    },
    notification._id,
  );
}

/** Removes every popup (sign-out, the shell leaving). */
export function clearNotificationToasts(): void {
  void toaster.clear();
}
