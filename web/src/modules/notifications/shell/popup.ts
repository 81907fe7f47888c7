import type { NotificationView } from "@intranet/contracts";
import type * as Toast from "./NotificationToast";

/** The toast module (with OverlayToaster) loads on the first popup. */
let loaded: Promise<typeof Toast> | undefined;
const load = () => (loaded ??= import("./NotificationToast"));

export function showNotificationPopup(notification: NotificationView, options: Toast.PopupOptions): Promise<void> {
  return load().then((toast) => toast.showNotificationToast(notification, options));
}

export function clearNotificationPopups(): void {
  void loaded?.then((toast) => toast.clearNotificationToasts());
}
